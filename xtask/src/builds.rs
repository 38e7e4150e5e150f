//! A copy of the workspace (a rehearsal's, the end-to-end tests') builds
//! in a folder of its own: its tools and crates must never stand where
//! yours are, since a build of the workspace's own crates carries the
//! folder it was built in. Its dependencies from a registry carry nothing
//! of the workspace, and are the bulk of a first build: [`copy_dependencies`]
//! copies the builds of them that yours finished into the copy's folder,
//! so that the copy compiles its own crates alone.
//!
//! Cargo keeps each unit it builds (a crate, in one profile, with one set
//! of features) under a name with a hash of all it was built from: its
//! fingerprint in `PROFILE/.fingerprint/PACKAGE-HASH/`, its files in
//! `PROFILE/deps/` (`libCRATE-HASH.rlib`, `CRATE-HASH.d`, …) and, for a
//! build script, `PROFILE/build/PACKAGE-HASH/`. A unit is copied with its
//! files' times (cargo compares them), fingerprint last, and only where it
//! is finished: cargo removes a unit's fingerprint before it builds it
//! again, and writes it once the build is done. A unit the copy has
//! already is left as it is.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use anyhow::Context;

use crate::flags;

/// The manifests of the workspace's two workspaces: the solutions' and the
/// tools'.
const MANIFESTS: [&str; 2] = ["Cargo.toml", "xtask/Cargo.toml"];

impl flags::CopyBuilds {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        copy_dependencies(root, &self.into)?;
        Ok(())
    }
}

/// Copies into the build folder `into` every build of a registry's package
/// that the build folders of `root`'s workspaces finished and `into` lacks;
/// the number of units copied.
pub fn copy_dependencies(root: &Path, into: &Path) -> anyhow::Result<usize> {
    let mut packages = BTreeSet::new();
    let mut folders = Vec::new();
    for manifest in MANIFESTS {
        let manifest = root.join(manifest);
        packages.extend(registry_packages(&manifest.with_file_name("Cargo.lock"))?);
        let folder = target_directory(&manifest)?;
        if !folders.contains(&folder) {
            folders.push(folder);
        }
    }
    let mut copied = 0;
    for folder in folders.iter().filter(|folder| *folder != into) {
        let Ok(entries) = fs::read_dir(folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let profile = entry.path();
            if profile.join(".fingerprint").is_dir() {
                copied += copy_profile(&profile, &into.join(entry.file_name()), &packages)?;
            }
        }
    }
    Ok(copied)
}

/// The packages from a registry (or git) that the lockfile at `lockfile`
/// names: every package but the workspace's own, which have no `source`.
fn registry_packages(lockfile: &Path) -> anyhow::Result<BTreeSet<String>> {
    let Some(text) = crate::files::read_if_there(lockfile)? else {
        return Ok(BTreeSet::new());
    };
    let lock: toml_edit::DocumentMut = text
        .parse()
        .with_context(|| lockfile.display().to_string())?;
    let packages = lock
        .get("package")
        .and_then(toml_edit::Item::as_array_of_tables)
        .into_iter()
        .flatten()
        .filter(|package| package.contains_key("source"))
        .filter_map(|package| package.get("name")?.as_str().map(str::to_owned))
        .collect();
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
    for entry in fs::read_dir(from.join(".fingerprint"))?.flatten() {
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
    /// Copies the unit from the profile folder `from` to `to`: its files,
    /// its build script's folder, then its fingerprint, put in place whole.
    /// False, with nothing in place, where cargo took it away meanwhile (to
    /// build it again).
    fn copy(&self, from: &Path, to: &Path) -> anyhow::Result<bool> {
        let mut steps: Vec<(PathBuf, PathBuf)> = self
            .files
            .iter()
            .map(|file| (from.join("deps").join(file), to.join("deps").join(file)))
            .collect();
        let build = from.join("build").join(self.name);
        if build.is_dir() {
            steps.push((build, to.join("build").join(self.name)));
        }
        for (source, target) in steps {
            if !copy_kept(&source, &target)? {
                return Ok(false);
            }
        }
        let fingerprints = to.join(".fingerprint");
        let partial = fingerprints.join(format!(".{}.part", self.name));
        let _ = fs::remove_dir_all(&partial);
        if !copy_kept(&from.join(".fingerprint").join(self.name), &partial)? {
            let _ = fs::remove_dir_all(&partial);
            return Ok(false);
        }
        let target = fingerprints.join(self.name);
        fs::rename(&partial, &target).with_context(|| target.display().to_string())?;
        Ok(true)
    }
}

/// Copies the file or folder `from` to `to`, each file with its time of
/// change; false where `from` went away meanwhile.
fn copy_kept(from: &Path, to: &Path) -> anyhow::Result<bool> {
    let gone = |error: &std::io::Error| error.kind() == ErrorKind::NotFound;
    let metadata = match fs::symlink_metadata(from) {
        Ok(metadata) => metadata,
        Err(error) if gone(&error) => return Ok(false),
        Err(error) => return Err(error).with_context(|| from.display().to_string()),
    };
    if metadata.is_dir() {
        fs::create_dir_all(to).with_context(|| to.display().to_string())?;
        for entry in fs::read_dir(from)
            .with_context(|| from.display().to_string())?
            .flatten()
        {
            if !copy_kept(&entry.path(), &to.join(entry.file_name()))? {
                return Ok(false);
            }
        }
        return Ok(true);
    }
    if !metadata.is_file() {
        return Ok(true);
    }
    if let Some(folder) = to.parent() {
        fs::create_dir_all(folder).with_context(|| folder.display().to_string())?;
    }
    match fs::copy(from, to) {
        Ok(_) => {}
        Err(error) if gone(&error) => return Ok(false),
        Err(error) => return Err(error).with_context(|| from.display().to_string()),
    }
    let modified = metadata
        .modified()
        .with_context(|| from.display().to_string())?;
    fs::File::options()
        .write(true)
        .open(to)
        .and_then(|file| file.set_modified(modified))
        .with_context(|| to.display().to_string())?;
    Ok(true)
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
            ("deps/libserde-0a1b.rlib", "rlib"),
            ("deps/serde-0a1b.d", "dep-info"),
            ("build/serde-0a1b/out/generated.rs", "generated"),
            (".fingerprint/mine-2c3d/lib-mine", "fingerprint"),
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
    fn a_unit_whose_files_went_away_gets_no_fingerprint() {
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
        assert!(!to.join(".fingerprint/serde-0a1b").exists());
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn the_packages_from_a_registry_are_those_with_a_source() {
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
        assert_eq!(
            registry_packages(&lockfile).unwrap(),
            BTreeSet::from(["itertools".to_owned()])
        );
        assert!(
            registry_packages(&root.join("none.lock"))
                .unwrap()
                .is_empty()
        );
        fs::remove_dir_all(root).unwrap();
    }
}
