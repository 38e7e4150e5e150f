//! `cargo xtask bench-loop` (`just bench-loop`): the inner loop a December
//! user repeats all day, timed beside a stand-in of the most used template's
//! shape (see `xtask/bench-loop/README.md`): a day run after a one-line edit,
//! tested after one, run with nothing changed, and run from cold (an empty
//! target folder; the registry already filled).
//!
//! Everything happens under `target/bench-loop/`: a copy of this workspace
//! (its tracked and unignored files) with a day-1 solution scaffolded by
//! `just new`, and the stand-in. Each step is timed `--runs` times, the two
//! sides taking turns so both meet the same load, and reported as the
//! fastest and the median, with the ratio of the medians. `--readme FILE`
//! writes the table into FILE between `<!-- bench-loop:start -->` and
//! `<!-- bench-loop:end -->`.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{Context, bail};

use crate::files::{read, write};
use crate::flags;
use layout::Day;

/// Where the stand-in and the solution live, relative to the root.
const SOURCES: &str = "xtask/bench-loop";

/// The puzzle's example, and its answers.
const EXAMPLE: &str = "199\n200\n208\n210\n200\n207\n240\n269\n260\n263\n";

impl flags::BenchLoop {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let runs = self.runs.unwrap_or(5).max(1);
        let base = root.join("target/bench-loop");
        let _ = fs::remove_dir_all(&base);
        let ours = Side::ours(root, &base.join("workspace"))?;
        let theirs = Side::template(root, &base.join("template"))?;
        eprintln!("bench-loop: warming both up (the first builds take a while)…");
        ours.step(Step::Run)?;
        theirs.step(Step::Run)?;
        ours.step(Step::Test)?;
        theirs.step(Step::Test)?;

        let mut rows = Vec::new();
        for step in [Step::EditRun, Step::EditTest, Step::Run, Step::Cold] {
            eprintln!("bench-loop: {} ({runs} times each)…", step.what());
            let (mut mine, mut template) = (Vec::new(), Vec::new());
            for _ in 0..runs {
                mine.push(ours.step(step)?);
                template.push(theirs.step(step)?);
            }
            rows.push((step, summary(&mut mine), summary(&mut template)));
        }
        let table = table(&rows, &ours, runs);
        println!("{table}");
        if let Some(readme) = self.readme {
            let path = root.join(&readme);
            let text = read(&path)?;
            write(&path, &splice(&text, &table)?)?;
            eprintln!("updated {}", readme.display());
        }
        Ok(())
    }
}

/// One side of the comparison: a folder to work in, its target folder,
/// the file edited, and its commands.
struct Side {
    folder: PathBuf,
    target: PathBuf,
    edited: PathBuf,
    run: Vec<String>,
    test: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    EditRun,
    EditTest,
    Run,
    Cold,
    Test,
}

impl Step {
    fn what(self) -> &'static str {
        match self {
            Self::EditRun => "run the day on the input after a one-line edit",
            Self::EditTest => "test the day after a one-line edit",
            Self::Run => "run the day with nothing changed",
            Self::Cold => "first run from an empty target folder",
            Self::Test => "test",
        }
    }
}

impl Side {
    /// A copy of the workspace at `root` in `folder`, with day 1 of 2021 (or
    /// the first free day) scaffolded by `just new` and solved.
    fn ours(root: &Path, folder: &Path) -> anyhow::Result<Self> {
        crate::files::copy_tree(root, folder)?;
        let side = |args: &[&str]| Self::command(folder, &folder.join("target"), args);
        side(&["cargo", "xtask", "year", "2021"])?;
        let day = Day::all_of(2021)
            .find(|day| !folder.join(day.crate_dir()).exists())
            .context(
                "every day of 2021 has a crate in this workspace: no day is left to scaffold",
            )?;
        side(&["cargo", "xtask", "new", &day.day.to_string()])?;
        let crate_dir = folder.join(day.crate_dir());
        let edited = crate_dir.join("src/lib.rs");
        write(&edited, &read(&root.join(SOURCES).join("day.rs"))?)?;
        write(&crate_dir.join("example.txt"), EXAMPLE)?;
        write(&folder.join(day.input()), input())?;
        let day = day.day.to_string();
        Ok(Self {
            folder: folder.to_owned(),
            target: folder.join("target"),
            edited,
            run: vec!["just".into(), "run".into(), day.clone()],
            test: vec!["just".into(), "test".into(), day],
        })
    }

    /// The stand-in of the template's shape, in `folder`.
    fn template(root: &Path, folder: &Path) -> anyhow::Result<Self> {
        let sources = root.join(SOURCES).join("template-shape");
        for file in [
            "Cargo.toml",
            ".cargo/config.toml",
            "src/lib.rs",
            "src/main.rs",
            "src/bin/01.rs",
        ] {
            write(&folder.join(file), &read(&sources.join(file))?)?;
        }
        write(&folder.join("data/inputs/01.txt"), input())?;
        Ok(Self {
            folder: folder.to_owned(),
            target: folder.join("target"),
            edited: folder.join("src/bin/01.rs"),
            run: ["cargo", "solve", "1"].map(str::to_owned).to_vec(),
            test: ["cargo", "test", "--bin", "01"].map(str::to_owned).to_vec(),
        })
    }

    /// Runs `args` in `folder` with `target` as its target folder, quietly;
    /// fails with what it printed.
    fn command(folder: &Path, target: &Path, args: &[&str]) -> anyhow::Result<()> {
        let output = Command::new(args[0])
            .args(&args[1..])
            .current_dir(folder)
            .env("CARGO_TARGET_DIR", target)
            .env_remove("XTASK_ROOT")
            .stdin(Stdio::null())
            .output()
            .with_context(|| format!("could not run {}", args.join(" ")))?;
        if !output.status.success() {
            bail!(
                "`{}` failed in {}:\n{}{}",
                args.join(" "),
                folder.display(),
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
        }
        Ok(())
    }

    /// Does `step` once and says how long it took, in seconds.
    fn step(&self, step: Step) -> anyhow::Result<f64> {
        match step {
            Step::EditRun | Step::EditTest => {
                let text = read(&self.edited)?;
                let edited = if text.contains("a < b") {
                    text.replacen("a < b", "b > a", 1)
                } else {
                    text.replacen("b > a", "a < b", 1)
                };
                write(&self.edited, &edited)?;
            }
            Step::Cold => {
                let _ = fs::remove_dir_all(&self.target);
            }
            Step::Run | Step::Test => {}
        }
        let command = match step {
            Step::EditTest | Step::Test => &self.test,
            _ => &self.run,
        };
        let args: Vec<&str> = command.iter().map(String::as_str).collect();
        let started = Instant::now();
        Self::command(&self.folder, &self.target, &args)?;
        Ok(started.elapsed().as_secs_f64())
    }
}

/// A step, and the fastest and median times of each side.
type Row = (Step, (f64, f64), (f64, f64));

/// The fastest and the median of `times`.
fn summary(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[0], times[times.len() / 2])
}

/// 2000 depths, the same for both sides.
fn input() -> String {
    let mut state: u32 = 2021;
    (0..2000)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            format!("{}\n", 100 + (state >> 8) % 9000)
        })
        .collect()
}

/// The Markdown table of `rows`.
fn table(rows: &[Row], ours: &Side, runs: usize) -> String {
    let mut table = format!(
        "Seconds, fastest / median of {runs} on {}; `{}` and `{}` here, `cargo solve 1` and `cargo test --bin 01` in the stand-in.\n\n\
         | step | here | the template's shape | ratio of medians |\n|---|---:|---:|---:|\n",
        machine(),
        ours.run.join(" "),
        ours.test.join(" ")
    );
    for (step, (fast, median), (their_fast, their_median)) in rows {
        let _ = writeln!(
            table,
            "| {} | {fast:.2} / {median:.2} | {their_fast:.2} / {their_median:.2} | {:.1}× |",
            step.what(),
            median / their_median
        );
    }
    table
}

/// The machine: CPU model and cores (bench-report adds the compiler).
pub fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines().find_map(|line| {
                line.strip_prefix("model name")?
                    .split_once(':')
                    .map(|(_, model)| model.trim().to_owned())
            })
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_owned());
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    format!("{cpu}, {cores} cores")
}

/// Between these lines, `--readme` writes the table.
const START: &str = "<!-- bench-loop:start -->";
const END: &str = "<!-- bench-loop:end -->";

/// `readme` with the text between [`START`] and [`END`] replaced by `table`.
fn splice(readme: &str, table: &str) -> anyhow::Result<String> {
    let section = format!(
        "<!-- Generated by `just bench-loop`: do not edit by hand. -->
{table}"
    );
    crate::files::splice(readme, START, END, &section)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_goes_between_its_markers() {
        let readme = format!("intro\n{START}\nold\n{END}\nafter\n");
        assert_eq!(
            splice(&readme, "new\n").unwrap(),
            format!(
                "intro\n{START}\n<!-- Generated by `just bench-loop`: do not edit by hand. -->\nnew\n{END}\nafter\n"
            )
        );
        assert!(splice("no markers", "x").is_err());
    }

    #[test]
    fn the_input_is_2000_depths() {
        let input = input();
        assert_eq!(input.lines().count(), 2000);
        assert!(input.lines().all(|line| {
            line.parse::<u32>()
                .is_ok_and(|depth| (100..9100).contains(&depth))
        }));
    }
}
