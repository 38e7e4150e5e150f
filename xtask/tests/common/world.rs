//! A throwaway workspace with the stand-in site beside it, for the tools'
//! site commands run as their binary.

use super::*;

/// A throwaway workspace with day 1 of 2021 registered (its crate as `just
/// new` makes it when `scaffold`), and the stand-in site, for the tools'
/// site commands run as their binary, here.
pub struct World {
    /// Its root.
    pub root: PathBuf,
    /// The stand-in.
    pub site: StandIn,
}

impl World {
    /// The stand-in serves 2021 (day 1's answers are 3 and 12, its input
    /// `x\ny\nz\n`, of the example's shape, unless `--input` is given), with `extra` options.
    pub fn new(extra: &[&str]) -> Self {
        Self::made(extra, false)
    }

    /// The same, with day 1 scaffolded by `cargo xtask new 1` from the
    /// real templates.
    pub fn scaffolded(extra: &[&str]) -> Self {
        Self::made(extra, true)
    }

    fn made(extra: &[&str], scaffold: bool) -> Self {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let root = env::temp_dir().join(format!(
            "xtask-site-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("input/2021")).unwrap();
        fs::create_dir_all(root.join("home")).unwrap();
        fs::write(root.join("site-input.txt"), "x\ny\nz\n").unwrap();
        let input = root.join("site-input.txt").display().to_string();
        let mut args: Vec<String> = vec!["--wrong-wait".into(), "0".into()];
        if !extra.contains(&"--input") {
            args.extend(["--input".into(), input]);
        }
        for (flag, default) in [("--day", "1"), ("--answers", "3,12")] {
            if !extra.contains(&flag) {
                args.extend([flag.to_owned(), default.to_owned()]);
            }
        }
        args.extend(extra.iter().map(|arg| (*arg).to_owned()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let site = StandIn::start(&root.join("site"), &args);
        let world = Self { root, site };
        if scaffold {
            let template = real_root().join("xtask/template");
            copy_tree(&template, &world.root.join("xtask/template"));
            world.write(
                "Cargo.toml",
                "[dependencies]\n\n[features]\ndefault = [\"year2021\"]\nyear2021 = [\"cargo-aoc\"]\ncargo-aoc = []\n\n[workspace]\nmembers = []\n\n[workspace.dependencies]\n",
            );
            ok(&world.xtask(&["new", "1"]));
        } else {
            world.write(
                "Cargo.toml",
                "[features]\ndefault = [\"year2021\"]\nyear2021 = [\"day01\"]\nday01 = [\"dep:day01\"]\n",
            );
            world.write("crates/day01/example.txt", "");
        }
        world
    }

    /// Runs `cargo xtask ARGS` here with the right token.
    pub fn xtask(&self, args: &[&str]) -> Output {
        let env = self.site.env();
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        self.xtask_with(args, &env)
    }

    /// Runs `cargo xtask ARGS` here with `env` (and no credentials file).
    pub fn xtask_with(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        self.command(args, env).output().unwrap()
    }

    /// The same, not started yet.
    pub fn command(&self, args: &[&str], env: &[(&str, &str)]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
        command
            .args(args)
            .current_dir(&self.root)
            .env("XTASK_ROOT", &self.root)
            .env("HOME", self.root.join("home"))
            .env("XDG_CONFIG_HOME", self.root.join("home/.config"));
        for name in CLEARED {
            if name != "XTASK_ROOT" {
                command.env_remove(name);
            }
        }
        command.envs(env.iter().copied()).stdin(Stdio::null());
        command
    }

    /// Runs `cargo xtask ARGS` here with the right token, the runner of
    /// every day replaced by one that prints `lines` (its JSON, as the
    /// runner's own code writes it: `runner::message`) whatever it is asked:
    /// what a day's part returns reaches the tools as it would from a
    /// build, without one.
    pub fn xtask_with_runner(&self, args: &[&str], lines: &[String]) -> Output {
        use std::os::unix::fs::PermissionsExt as _;
        self.write("runner/printed.jsonl", &(lines.join("\n") + "\n"));
        let cargo = self.path("runner/cargo");
        fs::write(
            &cargo,
            "#!/bin/sh\ncat \"$(dirname \"$0\")/printed.jsonl\"\n",
        )
        .unwrap();
        fs::set_permissions(&cargo, fs::Permissions::from_mode(0o755)).unwrap();
        let cargo = cargo.display().to_string();
        let mut env = self.site.env();
        env.push(("CARGO", cargo));
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        self.xtask_with(args, &env)
    }

    /// The requests the stand-in has answered.
    pub fn requests(&self) -> Vec<String> {
        self.site.requests()
    }

    /// When each of those was answered, in milliseconds (the log's `at=`).
    pub fn request_times(&self) -> Vec<u64> {
        self.requests()
            .iter()
            .map(|line| line.rsplit("at=").next().unwrap().parse().unwrap())
            .collect()
    }

    /// The text of `path` here ("" when there is none).
    pub fn file(&self, path: &str) -> String {
        read_under(&self.root, path)
    }

    /// Writes `text` at `path` here.
    pub fn write(&self, path: &str, text: &str) {
        write_under(&self.root, path, text);
    }

    /// `path` here.
    pub fn path(&self, path: &str) -> PathBuf {
        self.root.join(path)
    }
}

impl Drop for World {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}
