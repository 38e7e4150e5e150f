//! What the end-to-end tests share: the stand-in site on 127.0.0.1, a
//! throwaway copy of the workspace in which the recipes run as a user runs
//! them (in an environment of their own: no token, no stand-in, no clock
//! setting but what a test gives), and reading what a command said.

#![allow(dead_code, reason = "each test file uses part of it")]

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};
use std::{env, fs, thread};

mod world;

#[allow(unused_imports, reason = "each test file uses part of it")]
pub use world::World;

/// The token the stand-in accepts.
pub const TOKEN: &str = "53616c7465645f5f-stand-in-session";

/// The variables a user's shell may hold that change what the tools do:
/// each command of a test gets only what the test gives.
const CLEARED: [&str; 6] = [
    "AOC_SESSION",
    "AOC_BASE_URL",
    "AOC_CONTACT",
    "XTASK_NOW",
    "XTASK_ROOT",
    "CARGO_TARGET_DIR",
];

/// The stand-in site, killed when dropped.
pub struct StandIn {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    log: PathBuf,
}

impl StandIn {
    /// Starts the stand-in with `args`, its address file and log in
    /// `folder`.
    pub fn start(folder: &Path, args: &[&str]) -> Self {
        fs::create_dir_all(folder).unwrap();
        let address = folder.join("stand-in.address");
        let log = folder.join("stand-in.log");
        let _ = fs::remove_file(&address);
        let _ = fs::remove_file(&log);
        let child = Command::new(env!("CARGO_BIN_EXE_stand-in-site"))
            .arg("--address-file")
            .arg(&address)
            .arg("--log")
            .arg(&log)
            .args(["--token", TOKEN])
            .args(args)
            .spawn()
            .unwrap();
        let started = Instant::now();
        let base = loop {
            if let Ok(base) = fs::read_to_string(&address)
                && !base.is_empty()
            {
                break base;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the stand-in did not start"
            );
            thread::sleep(Duration::from_millis(20));
        };
        Self { child, base, log }
    }

    /// The requests it has answered, a line each.
    pub fn requests(&self) -> Vec<String> {
        fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// The variables that point the tools at it, with the right token.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("AOC_BASE_URL", self.base.clone()),
            ("AOC_SESSION", TOKEN.to_owned()),
        ]
    }
}

impl Drop for StandIn {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A copy of the workspace (its tracked files and those not ignored, as
/// they are now) under `target/check-workflow/workspace`, a git repository
/// of its own, with 2021 current. Every test makes it afresh at the same
/// path, keeping the files' times, and builds into one target folder, so a
/// test compiles only what it changed; the first starts that folder with
/// the dependencies the real tree's tools' builds finished.
pub struct Workspace {
    /// The copy's root.
    pub root: PathBuf,
    home: PathBuf,
    target: PathBuf,
    /// One copy at a time: the tests of a file take turns.
    _turn: MutexGuard<'static, ()>,
}

/// The real workspace: the folder above `xtask/`.
pub fn real_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

impl Workspace {
    /// A fresh copy.
    pub fn new() -> Self {
        static TURN: Mutex<()> = Mutex::new(());
        let turn = TURN
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let real = real_root();
        let base = real.join("target/check-workflow");
        let root = base.join("workspace");
        let home = base.join("home");
        let _ = fs::remove_dir_all(&root);
        let _ = fs::remove_dir_all(&home);
        fs::create_dir_all(&home).unwrap();
        let listed = Command::new("git")
            .args([
                "ls-files",
                "-z",
                "--cached",
                "--others",
                "--exclude-standard",
            ])
            .current_dir(&real)
            .output()
            .unwrap();
        for file in listed
            .stdout
            .split(|&byte| byte == 0)
            .filter(|f| !f.is_empty())
        {
            let file = Path::new(OsStr::new(std::str::from_utf8(file).unwrap()));
            let (from, to) = (real.join(file), root.join(file));
            if !from.is_file() {
                continue;
            }
            fs::create_dir_all(to.parent().unwrap()).unwrap();
            fs::copy(&from, &to).unwrap();
            let modified = fs::metadata(&from).unwrap().modified().unwrap();
            fs::File::options()
                .write(true)
                .open(&to)
                .unwrap()
                .set_modified(modified)
                .unwrap();
        }
        let workspace = Self {
            root,
            home,
            target: base.join("target"),
            _turn: turn,
        };
        workspace.copy_dependencies();
        workspace.git(&["init", "-q"]);
        workspace.take_out_the_users_days();
        let year = workspace.just(&["year"]);
        if text(&year.stdout).trim() != "2021" {
            ok(&workspace.just(&["year", "2021"]));
        }
        workspace.commit("the workspace as it is");
        // As `just setup` leaves a clone: each day's example copied where
        // `cargo aoc` reads an input not there yet.
        workspace.xtask(&["example-copies"]);
        workspace
    }

    /// The builds of the dependencies that the real tree's tools' build
    /// folder finished, copied into the copy's where it has none yet
    /// (`cargo xtask copy-builds`): the copy then compiles less, and never
    /// uses a build of the real tree's own crates.
    fn copy_dependencies(&self) {
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("copy-builds")
            .arg(&self.target)
            .env_remove("XTASK_ROOT")
            .current_dir(real_root())
            .output()
            .unwrap();
        ok(&output);
    }

    /// The tools, built already, run in the copy.
    fn xtask(&self, args: &[&str]) -> String {
        let root = self.root.to_str().unwrap().to_owned();
        ok(&self.run(
            env!("CARGO_BIN_EXE_xtask"),
            args,
            &[("XTASK_ROOT", root.as_str())],
        ))
    }

    /// Takes out every day but the workspace's own (day 21 of 2021), as
    /// `just remove --force` does, whether Cargo.toml lists it or only its
    /// crate or module is there: the tests add the days they need, so they
    /// pass whatever days, of whatever year, in whatever state, the real
    /// tree holds.
    fn take_out_the_users_days(&self) {
        let manifest: toml_edit::DocumentMut = self.file("Cargo.toml").parse().unwrap();
        let own = layout::Day::new(layout::HOME_YEAR, 21).unwrap();
        let mut days: Vec<layout::Day> = manifest["features"]
            .as_table()
            .into_iter()
            .flatten()
            .filter_map(|(key, item)| Some((layout::year_of_feature(key)?, item)))
            .flat_map(|(year, item)| {
                item.as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|entry| layout::Day::from_package(entry.as_str()?))
                    .filter(move |day| day.year == year)
                    .collect::<Vec<_>>()
            })
            .collect();
        // Crates and modules of days Cargo.toml does not list (half-made):
        // `crates/dayNN` (2021), `crates/YYYY/dayNN`, `src/yearYYYY/dayNN.rs`.
        let day_in = |year: u16, name: &str| {
            let number = name.strip_prefix("day")?;
            if number.len() != 2 || !number.bytes().all(|byte| byte.is_ascii_digit()) {
                return None;
            }
            layout::Day::new(year, number.parse().ok()?).ok()
        };
        let entries = |folder: PathBuf| -> Vec<(String, PathBuf)> {
            fs::read_dir(folder)
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|entry| Some((entry.file_name().into_string().ok()?, entry.path())))
                .collect()
        };
        for (name, path) in entries(self.root.join("crates")) {
            days.extend(day_in(layout::HOME_YEAR, &name));
            if let Ok(year) = name.parse::<u16>() {
                for (name, _) in entries(path) {
                    days.extend(day_in(year, &name));
                }
            }
        }
        for (name, path) in entries(self.root.join("src")) {
            if let Some(year) = name.strip_prefix("year").and_then(|year| year.parse().ok()) {
                for (name, _) in entries(path) {
                    days.extend(day_in(year, name.trim_end_matches(".rs")));
                }
            }
        }
        days.retain(|&day| day != own);
        days.sort_unstable();
        days.dedup();
        for day in days {
            self.xtask(&["year", &day.year.to_string()]);
            self.xtask(&["remove", &day.day.to_string(), "--force"]);
        }
    }

    /// `program ARGS` in the copy, in the environment a user's shell has
    /// without this workspace's variables, and with `env`.
    pub fn run(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
        self.command(program, args, env).output().unwrap()
    }

    /// The same, as a command not started yet.
    pub fn command(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Command {
        let mut command = Command::new(program);
        command.args(args).current_dir(&self.root);
        for name in CLEARED {
            command.env_remove(name);
        }
        let cargo_home = env::var_os("CARGO_HOME").map_or_else(
            || PathBuf::from(env::var_os("HOME").unwrap()).join(".cargo"),
            PathBuf::from,
        );
        command
            .env("CARGO_HOME", cargo_home)
            .env("HOME", &self.home)
            .env("XDG_CONFIG_HOME", self.home.join(".config"))
            .env("CARGO_TARGET_DIR", &self.target)
            .env("LC_ALL", "C.UTF-8")
            .envs(env.iter().copied())
            .stdin(Stdio::null());
        if let Some(rustup) = env::var_os("RUSTUP_HOME")
            .or_else(|| env::var_os("HOME").map(|home| PathBuf::from(home).join(".rustup").into()))
        {
            command.env("RUSTUP_HOME", rustup);
        }
        command
    }

    /// `just ARGS` in the copy.
    pub fn just(&self, args: &[&str]) -> Output {
        self.run("just", args, &[])
    }

    /// `just ARGS` in the copy, with `env`.
    pub fn just_with(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        self.run("just", args, env)
    }

    /// What `just lint` checks of the solutions' workspace (`cargo xtask
    /// ci --only lint --solutions`): the tools' own checks are the same
    /// code as the real tree's, which CI lints once.
    pub fn lint_of_the_solutions(&self) -> Output {
        self.run(
            "cargo",
            &["xtask", "ci", "--only", "lint", "--solutions"],
            &[],
        )
    }

    /// `git ARGS` in the copy, which must succeed.
    pub fn git(&self, args: &[&str]) -> String {
        let output = Command::new("git")
            .args(args)
            .current_dir(&self.root)
            .output()
            .unwrap();
        ok(&output)
    }

    /// Commits everything as it is.
    pub fn commit(&self, message: &str) {
        self.git(&["add", "-A"]);
        self.git(&[
            "-c",
            "user.name=check",
            "-c",
            "user.email=check@localhost",
            "commit",
            "-q",
            "--allow-empty",
            "-m",
            message,
        ]);
    }

    /// Fails unless git sees nothing changed since the last commit.
    pub fn assert_clean(&self, after: &str) {
        let status = self.git(&["status", "--porcelain"]);
        assert!(status.is_empty(), "{after} changed the tree:\n{status}");
    }

    /// The stand-in site, serving `input` as the input of the day `args`
    /// name, its files under the copy's `target/`.
    pub fn stand_in(&self, input: &str, args: &[&str]) -> StandIn {
        self.write("target/site-input.txt", input);
        let input = self.root.join("target/site-input.txt");
        let mut all = vec!["--input", input.to_str().unwrap()];
        all.extend(args);
        StandIn::start(&self.root.join("target"), &all)
    }

    /// The stand-in site of [`Self::stand_in`], serving `page` (the HTML
    /// of a puzzle's page, kept in the copy) as the day's page.
    pub fn stand_in_serving(&self, page: &str, input: &str, args: &[&str]) -> StandIn {
        self.write("target/site-page.html", page);
        let page = self.root.join("target/site-page.html");
        let mut all = vec!["--page", page.to_str().unwrap()];
        all.extend(args);
        self.stand_in(input, &all)
    }

    /// The text of `path` in the copy ("" when there is none).
    pub fn file(&self, path: &str) -> String {
        read_under(&self.root, path)
    }

    /// Writes `text` to `path` in the copy.
    pub fn write(&self, path: &str, text: &str) {
        write_under(&self.root, path, text);
    }

    /// Removes `path` in the copy.
    pub fn remove(&self, path: &str) {
        fs::remove_file(self.root.join(path)).unwrap();
    }

    /// Replaces `from` by `to` in the file at `path`, which must hold it.
    pub fn edit(&self, path: &str, from: &str, to: &str) {
        let text = self.file(path);
        assert!(text.contains(from), "{path} has no {from:?}");
        self.write(path, &text.replacen(from, to, 1));
    }

    /// Day 2 of 2021 as the `just new` before the scaffold of plain files
    /// wrote it (`common/older-day02/`: its registration module
    /// `src/year2021/day02.rs`, its own benchmarks, its examples' tests in
    /// a module of its `src/lib.rs`), registered in the manifest as `just
    /// new` registers a day: a day of a returning user's tree.
    pub fn older_day02(&self) {
        ok(&self.just(&["new", "2"]));
        let older = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/common/older-day02");
        for file in [
            "Cargo.toml",
            "src/lib.rs",
            "benches/day.rs",
            "benches/memory.rs",
        ] {
            let text = fs::read_to_string(older.join(file)).unwrap();
            self.write(&format!("crates/day02/{file}"), &text);
        }
        let module = fs::read_to_string(older.join("registration.rs")).unwrap();
        self.write("src/year2021/day02.rs", &module);
    }

    /// Every file but git's and the build's, with its contents, to compare.
    pub fn snapshot(&self) -> Vec<(PathBuf, Vec<u8>)> {
        let mut found = Vec::new();
        let mut pending = vec![self.root.clone()];
        while let Some(folder) = pending.pop() {
            for entry in fs::read_dir(&folder).unwrap().flatten() {
                let path = entry.path();
                let name = entry.file_name();
                if path.is_dir() {
                    if name != ".git" && name != "target" {
                        pending.push(path);
                    }
                } else {
                    let contents = fs::read(&path).unwrap_or_default();
                    found.push((path, contents));
                }
            }
        }
        found.sort();
        found
    }
}

/// Bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What a command printed, stdout then stderr.
pub fn said(output: &Output) -> String {
    format!("{}{}", text(&output.stdout), text(&output.stderr))
}

/// Stdout and stderr, when the command succeeded.
pub fn ok(output: &Output) -> String {
    assert!(output.status.success(), "failed: {}", said(output));
    said(output)
}

/// Stdout and stderr, when the command failed.
pub fn refused(output: &Output) -> String {
    assert!(!output.status.success(), "succeeded: {}", said(output));
    said(output)
}

/// The text of `path` under `root` ("" when there is none).
fn read_under(root: &Path, path: &str) -> String {
    fs::read_to_string(root.join(path)).unwrap_or_default()
}

/// Writes `text` at `path` under `root`, its folders made first.
fn write_under(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Copies the files under `from` to `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::create_dir_all(to).unwrap();
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// What the command printed on stdout, when it succeeded.
pub fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "failed: {}", said(output));
    text(&output.stdout)
}

/// What the command printed on stderr, when it failed; the token never
/// shows in either.
pub fn stderr(output: &Output) -> String {
    assert!(!output.status.success(), "succeeded: {}", said(output));
    assert!(!said(output).contains(TOKEN), "the token was printed");
    text(&output.stderr)
}

/// `just ARGS` against `site`, failing if the token shows in its output.
pub fn with_site(workspace: &Workspace, site: &StandIn, args: &[&str]) -> std::process::Output {
    let env = site.env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let output = workspace.just_with(args, &env);
    let said = said(&output);
    assert!(
        !said.contains(TOKEN),
        "the token was printed by just {args:?}"
    );
    output
}
