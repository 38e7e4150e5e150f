//! A copy of the workspace (a rehearsal's, the end-to-end tests') builds
//! in a folder of its own: its tools and crates must never stand where
//! yours are, since a build of the workspace's own crates carries the
//! folder it was built in. Its dependencies from a registry carry nothing
//! of the workspace, and are the bulk of a first build: [`copy_dependencies`]
//! starts the copy's folder with the builds of them that your tools' build
//! folder finished, so that the copy compiles its own crates and what your
//! tools' builds had not.
//!
//! Cargo keeps each unit it builds (a crate, in one profile, with one set
//! of features) under a name with a hash of all it was built from: its
//! fingerprint in `PROFILE/.fingerprint/PACKAGE-HASH/`, its files in
//! `PROFILE/deps/` (`libCRATE-HASH.rlib`, `CRATE-HASH.d`, …) and, for a
//! build script, `PROFILE/build/PACKAGE-HASH/`. A unit is finished once its
//! fingerprint's hash files are written (cargo empties them before it builds
//! the unit again); it is copied with its files' times (cargo compares
//! them), its fingerprint last, and taken out again, files and all, if any
//! of it changed meanwhile.
//!
//! A profile folder of the copy is filled once, when the copy has none
//! (beside its place, then put there whole), and from one folder: two
//! folders' builds of the same unit can differ (a crate that includes a
//! file of its build script's output carries that file's path), and what
//! was built against one cannot be used with the other.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::Context;

use crate::flags;

/// The manifests of the workspace's two workspaces: the solutions' and the
/// tools'. The builds are copied from the tools' (the last).
const MANIFESTS: [&str; 2] = ["Cargo.toml", "xtask/Cargo.toml"];

impl flags::CopyBuilds {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        copy_dependencies(root, &self.into)?;
        Ok(())
    }
}

/// Fills each profile folder that the build folder `into` lacks with the
/// builds of registry packages that the tools' build folder of `root`
/// finished in it; the number of units copied.
pub fn copy_dependencies(root: &Path, into: &Path) -> anyhow::Result<usize> {
    let mut registry = BTreeSet::new();
    let mut own = BTreeSet::new();
    for manifest in MANIFESTS {
        let packages = lockfile_packages(&root.join(manifest).with_file_name("Cargo.lock"))?;
        registry.extend(packages.registry);
        own.extend(packages.own);
    }
    // A name both a registry's and the workspace's: never copied.
    let packages: BTreeSet<String> = registry.difference(&own).cloned().collect();
    let folder = target_directory(&root.join(MANIFESTS[1]))?;
    if folder == into {
        return Ok(0);
    }
    let Ok(entries) = fs::read_dir(&folder) else {
        return Ok(0);
    };
    let mut copied = 0;
    for entry in entries.flatten() {
        let profile = entry.path();
        let to = into.join(entry.file_name());
        if !profile.join(".fingerprint").is_dir() || to.exists() {
            continue;
        }
        // Filled beside its place, then put there whole: a fill cut short
        // leaves no profile folder, and the next starts again.
        let partial = into.join(format!(".{}.part", entry.file_name().to_string_lossy()));
        let _ = fs::remove_dir_all(&partial);
        copied += copy_profile(&profile, &partial, &packages)?;
        fs::rename(&partial, &to).with_context(|| to.display().to_string())?;
    }
    Ok(copied)
}

/// The packages a lockfile names, by where they come from.
#[derive(Default)]
struct Packages {
    /// From a registry (or git): those with a `source`.
    registry: BTreeSet<String>,
    /// The workspace's own, and other paths: those without.
    own: BTreeSet<String>,
}

/// The packages of the lockfile at `lockfile` (none where there is none).
fn lockfile_packages(lockfile: &Path) -> anyhow::Result<Packages> {
    let mut packages = Packages::default();
    let Some(text) = crate::files::read_if_there(lockfile)? else {
        return Ok(packages);
    };
    let lock: toml_edit::DocumentMut = text
        .parse()
        .with_context(|| lockfile.display().to_string())?;
    for package in lock
        .get("package")
        .and_then(toml_edit::Item::as_array_of_tables)
        .into_iter()
        .flatten()
    {
        let Some(name) = package.get("name").and_then(toml_edit::Item::as_str) else {
            continue;
        };
        if package.contains_key("source") {
            packages.registry.insert(name.to_owned());
        } else {
            packages.own.insert(name.to_owned());
        }
    }
    Ok(packages)
}

/// The build folder of the workspace of `manifest`, as cargo places it
/// (`CARGO_TARGET_DIR`, its configuration, or `target/` beside the
/// workspace's root), read from `cargo metadata`, which resolves nothing and
/// writes nothing with `--no-deps`.
fn target_directory(manifest: &Path) -> anyhow::Result<PathBuf> {
    #[derive(serde::Deserialize)]
    struct Metadata {
        target_directory: PathBuf,
    }
    let output = crate::process::cargo_command()
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .arg("--manifest-path")
        .arg(manifest)
        .output()
        .context("could not run cargo metadata")?;
    if !output.status.success() {
        anyhow::bail!(
            "cargo metadata failed for {}: {}",
            manifest.display(),
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    let metadata: Metadata =
        serde_json::from_slice(&output.stdout).context("reading cargo metadata's output")?;
    Ok(metadata.target_directory)
}

/// Copies the finished units of `packages` from the profile folder `from`
/// (`target/debug`, …) into `to`; the number copied.
fn copy_profile(from: &Path, to: &Path, packages: &BTreeSet<String>) -> anyhow::Result<usize> {
    let files = files_by_hash(&from.join("deps"))?;
    let mut copied = 0;
    let fingerprints = from.join(".fingerprint");
    let entries =
        fs::read_dir(&fingerprints).with_context(|| fingerprints.display().to_string())?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some((package, hash)) = name.rsplit_once('-') else {
            continue;
        };
        if !packages.contains(package) || to.join(".fingerprint").join(&name).exists() {
            continue;
        }
        let unit = Unit {
            name: &name,
            files: files.get(hash).map_or(&[][..], Vec::as_slice),
        };
        if unit.copy(from, to)? {
            copied += 1;
        }
    }
    Ok(copied)
}

/// The files of a profile's `deps/` folder by the hash in their names
/// (`libCRATE-HASH.rlib`: `HASH`).
fn files_by_hash(deps: &Path) -> anyhow::Result<BTreeMap<String, Vec<String>>> {
    let mut files: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let Ok(entries) = fs::read_dir(deps) else {
        return Ok(files);
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let stem = name.split('.').next().unwrap_or_default();
        if let Some((_, hash)) = stem.rsplit_once('-') {
            files.entry(hash.to_owned()).or_default().push(name);
        }
    }
    Ok(files)
}

/// One unit of a profile folder: its fingerprint's folder name
/// (`PACKAGE-HASH`) and its files in `deps/`.
struct Unit<'a> {
    name: &'a str,
    files: &'a [String],
}

impl Unit<'_> {
    /// Copies the finished unit from the profile folder `from` to `to` (a
    /// folder being filled, put in place whole once it is): its files, its
    /// build script's folder, then its fingerprint. False, with none of it
    /// left in `to`, where the unit is not finished, or any of it changed
    /// or went away meanwhile (cargo building it again): files of a unit
    /// without its fingerprint would pass as up to date for the units that
    /// use it.
    fn copy(&self, from: &Path, to: &Path) -> anyhow::Result<bool> {
        let fingerprint = from.join(".fingerprint").join(self.name);
        let Some(hashes) = finished(&fingerprint) else {
            return Ok(false);
        };
        let mut steps: Vec<(PathBuf, PathBuf)> = self
            .files
            .iter()
            .map(|file| (from.join("deps").join(file), to.join("deps").join(file)))
            .collect();
        let build = from.join("build").join(self.name);
        if build.is_dir() {
            steps.push((build, to.join("build").join(self.name)));
        }
        steps.push((fingerprint.clone(), to.join(".fingerprint").join(self.name)));
        let placed = copy_all(&steps);
        if matches!(placed, Ok(true)) && finished(&fingerprint).as_ref() == Some(&hashes) {
            return Ok(true);
        }
        for (_, target) in &steps {
            let _ = fs::remove_file(target).or_else(|_| fs::remove_dir_all(target));
        }
        placed.map(|_| false)
    }
}

/// Copies each `(from, to)` of `steps` in turn; false at the first that
/// went away or changed meanwhile.
fn copy_all(steps: &[(PathBuf, PathBuf)]) -> anyhow::Result<bool> {
    for (from, to) in steps {
        if !copy_with_times(from, to)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The hash files of the fingerprint folder `fingerprint` (`lib-CRATE`,
/// beside `lib-CRATE.json`), each with its time, where every one is written:
/// the unit is finished. None where there is none, or one is empty.
fn finished(fingerprint: &Path) -> Option<BTreeMap<String, SystemTime>> {
    let mut hashes = BTreeMap::new();
    for entry in fs::read_dir(fingerprint).ok()?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(hash) = name.strip_suffix(".json") else {
            continue;
        };
        let metadata = fs::metadata(fingerprint.join(hash)).ok()?;
        if metadata.len() == 0 {
            return None;
        }
        hashes.insert(hash.to_owned(), metadata.modified().ok()?);
    }
    (!hashes.is_empty()).then_some(hashes)
}

/// Copies the file or folder `from` to `to`, each file with its time of
/// change; false where any of it went away or changed meanwhile, or is
/// neither a file nor a folder.
fn copy_with_times(from: &Path, to: &Path) -> anyhow::Result<bool> {
    let Some(before) = metadata_if_there(from)? else {
        return Ok(false);
    };
    if before.is_dir() {
        fs::create_dir_all(to).with_context(|| to.display().to_string())?;
        let entries = match fs::read_dir(from) {
            Ok(entries) => entries,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(false),
            Err(error) => return Err(error).with_context(|| from.display().to_string()),
        };
        for entry in entries.flatten() {
            if !copy_with_times(&entry.path(), &to.join(entry.file_name()))? {
                return Ok(false);
            }
        }
        return Ok(true);
    }
    if !before.is_file() {
        return Ok(false);
    }
    if let Some(folder) = to.parent() {
        fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
    }
    match fs::copy(from, to) {
        Ok(_) => {}
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(false),
        Err(error) => return Err(error).with_context(|| from.display().to_string()),
    }
    let modified = before
        .modified()
        .with_context(|| from.display().to_string())?;
    let after = metadata_if_there(from)?;
    if after
        .is_none_or(|after| after.len() != before.len() || after.modified().ok() != Some(modified))
    {
        return Ok(false);
    }
    fs::File::open(to)
        .and_then(|file| file.set_modified(modified))
        .with_context(|| to.display().to_string())?;
    Ok(true)
}

/// What `fs::symlink_metadata` says of `path`, or `None` where it is gone.
fn metadata_if_there(path: &Path) -> anyhow::Result<Option<fs::Metadata>> {
    match fs::symlink_metadata(path) {
        Ok(metadata) => Ok(Some(metadata)),
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error).with_context(|| path.display().to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A profile folder with a registry's unit (`serde`) and one of the
    /// workspace's own (`mine`).
    fn profile(root: &Path) -> PathBuf {
        let from = root.join("from/debug");
        for (path, text) in [
            (".fingerprint/serde-0a1b/lib-serde", "fingerprint"),
            (".fingerprint/serde-0a1b/lib-serde.json", "{}"),
            ("deps/libserde-0a1b.rlib", "rlib"),
            ("deps/serde-0a1b.d", "dep-info"),
            ("build/serde-0a1b/out/generated.rs", "generated"),
            (".fingerprint/mine-2c3d/lib-mine", "fingerprint"),
            (".fingerprint/mine-2c3d/lib-mine.json", "{}"),
            ("deps/libmine-2c3d.rlib", "rlib"),
        ] {
            let path = from.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        from
    }

    fn scratch(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("xtask-builds-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        root
    }

    #[test]
    fn copies_a_registrys_units_with_their_times_and_never_the_workspaces() {
        let root = scratch("copies");
        let from = profile(&root);
        let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        fs::File::options()
            .write(true)
            .open(from.join("deps/libserde-0a1b.rlib"))
            .unwrap()
            .set_modified(old)
            .unwrap();
        let to = root.join("to/debug");
        let packages = BTreeSet::from(["serde".to_owned()]);

        assert_eq!(copy_profile(&from, &to, &packages).unwrap(), 1);
        for copied in [
            ".fingerprint/serde-0a1b/lib-serde",
            "deps/libserde-0a1b.rlib",
            "deps/serde-0a1b.d",
            "build/serde-0a1b/out/generated.rs",
        ] {
            assert!(to.join(copied).is_file(), "{copied}");
        }
        for left in [".fingerprint/mine-2c3d", "deps/libmine-2c3d.rlib"] {
            assert!(!to.join(left).exists(), "{left}");
        }
        let modified = fs::metadata(to.join("deps/libserde-0a1b.rlib"))
            .unwrap()
            .modified()
            .unwrap();
        assert_eq!(modified, old);
        // Copied already: left as it is.
        fs::write(to.join("deps/libserde-0a1b.rlib"), "the copy's own").unwrap();
        assert_eq!(copy_profile(&from, &to, &packages).unwrap(), 0);
        assert_eq!(
            fs::read_to_string(to.join("deps/libserde-0a1b.rlib")).unwrap(),
            "the copy's own"
        );
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_unit_not_finished_or_whose_files_went_away_gets_no_fingerprint() {
        let root = scratch("gone");
        let from = profile(&root);
        let to = root.join("to/debug");
        let unit = Unit {
            name: "serde-0a1b",
            files: &[
                "libserde-0a1b.rlib".to_owned(),
                "serde-0a1b.rmeta".to_owned(),
            ],
        };
        assert!(!unit.copy(&from, &to).unwrap());
        for left in [".fingerprint/serde-0a1b", "deps/libserde-0a1b.rlib"] {
            assert!(!to.join(left).exists(), "{left}");
        }
        // Cargo empties the hash file before it builds the unit again.
        fs::write(from.join(".fingerprint/serde-0a1b/lib-serde"), "").unwrap();
        let packages = BTreeSet::from(["serde".to_owned()]);
        assert_eq!(copy_profile(&from, &to, &packages).unwrap(), 0);
        assert!(!to.join(".fingerprint/serde-0a1b").exists());
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_lockfiles_packages_are_a_registrys_where_they_have_a_source() {
        let root = scratch("lock");
        fs::create_dir_all(&root).unwrap();
        let lockfile = root.join("Cargo.lock");
        fs::write(
            &lockfile,
            "version = 4\n\n[[package]]\nname = \"aoc-common\"\nversion = \"0.1.0\"\n\n\
             [[package]]\nname = \"itertools\"\nversion = \"0.15.0\"\n\
             source = \"registry+https://github.com/rust-lang/crates.io-index\"\n",
        )
        .unwrap();
        let packages = lockfile_packages(&lockfile).unwrap();
        assert_eq!(packages.registry, BTreeSet::from(["itertools".to_owned()]));
        assert_eq!(packages.own, BTreeSet::from(["aoc-common".to_owned()]));
        let none = lockfile_packages(&root.join("none.lock")).unwrap();
        assert!(none.registry.is_empty() && none.own.is_empty());
        fs::remove_dir_all(root).unwrap();
    }
}
