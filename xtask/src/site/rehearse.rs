//! `cargo xtask rehearse DAY` (`just rehearse DAY`): the opening, tried
//! once on a past day, with nothing sent to the site and nothing of your
//! tree changed.
//!
//! What a rehearsal needs is what a past day leaves under `input/`: its
//! page (`dayN.puzzle.html`), your input and your answers. It then sets up,
//! in order:
//! 1. a copy of this workspace under `target/rehearsal/workspace` (the files
//!    git tracks or does not ignore; its build folder, `target/` in it, kept
//!    from one rehearsal to the next, and never yours, whatever
//!    `CARGO_TARGET_DIR` says: the first rehearsal starts it with the
//!    dependencies your tools' builds finished, copied in, and each
//!    compiles the workspace's own crates again), with the
//!    day's year current and the day's crate taken out, so that `just
//!    start` scaffolds it as at a real opening;
//! 2. the tests' stand-in site on 127.0.0.1, serving your kept page (part
//!    two's article once part one is right), your input, and judging with
//!    your kept answers, its "wrong" waits the site's;
//! 3. a clock shared by every command of the rehearsal (`XTASK_NOW=T@S`),
//!    set a minute before the day's opening and running on.
//!
//! Then a shell opens in the copy with all of it set (`AOC_BASE_URL`, a
//! token of the rehearsal's own: yours is never read), and what you run
//! there is the December day of docs/december.md. Leaving the shell stops
//! the stand-in and says each star's time from the opening, from the
//! copy's history of answers.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use layout::Day;

use super::files::DayFiles;
use super::history::Outcome;
use super::standings::clock;
use crate::flags;
use crate::years::calendar::{Calendar, check_open, now, opens_at};
use crate::years::manifest::Manifest;

/// Where a rehearsal lives, under the root.
const FOLDER: &str = "target/rehearsal";

/// The session token the rehearsal's commands send to the stand-in.
const TOKEN: &str = "rehearsal";

/// How long before the opening the rehearsal's clock starts, unless told.
const LEAD: u64 = 60;

impl flags::Rehearse {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let year = match self.year {
            Some(year) => year.0,
            None => Calendar::read(root)?.year,
        };
        let day = Day::new(year, self.day.0)?;
        let kept = Kept::of(root, day)?;
        let folder = root.join(FOLDER);
        let work = folder.join("workspace");
        eprintln!(
            "rehearsal of {day}: copying this workspace to {FOLDER}/workspace and building the tools there…"
        );
        copy(root, &work, day)?;
        // Only time is lost where your builds cannot be copied: the copy
        // builds them itself.
        let _ = crate::builds::copy_dependencies(root, &target(&work));
        build(&work)?;
        let site = StandIn::start(&work, &folder, day, &kept)?;
        let lead = self.lead.unwrap_or(LEAD);
        let clock = format!("{}@{}", opens_at(day).saturating_sub(lead), now());
        say_how(day, &site.base, lead);
        let status = shell(&work, &site.base, &clock, self.run.as_deref());
        drop(site);
        let status = status?;
        times(&work, day)?;
        if !status.success() && self.run.is_some() {
            bail!("the rehearsal's command failed ({status})");
        }
        Ok(())
    }
}

/// What a past day left under `input/` that a rehearsal serves: its page,
/// your input, your answers.
struct Kept {
    page: PathBuf,
    input: PathBuf,
    answers: [String; 2],
}

impl Kept {
    /// `day`'s kept files, or one sentence that says what is missing and how
    /// to get it.
    fn of(root: &Path, day: Day) -> anyhow::Result<Self> {
        let number = day.day;
        if let Err(opening) = check_open(day, now()) {
            bail!(
                "{opening}: a rehearsal replays a day that has opened, from what it left under input/ \
                 (`just rehearse N --year {}` replays one of last year)",
                day.year - 1
            );
        }
        let files = DayFiles::new(root, day);
        if !files.has_own_input() {
            bail!(
                "{} is not your own input: a rehearsal serves the input you had (`just fetch {number}` downloads it)",
                day.input()
            );
        }
        let page = files.path("puzzle.html");
        if !page.is_file() {
            bail!(
                "{} is not kept: a rehearsal serves the page you had (`just read {number}` keeps it)",
                files.file("puzzle.html")
            );
        }
        let recorded = crate::years::answers::read(root, day)?.unwrap_or_default();
        let mut answers = [String::new(), String::new()];
        for &part in day.puzzles() {
            let Some(answer) = recorded[part.index()].clone() else {
                bail!(
                    "no answer to part {part} is kept in {}: a rehearsal judges with your kept answers (`just fetch {number}` records the ones the site accepted)",
                    files.file("answers")
                );
            };
            if answer.contains([',', '\n']) {
                bail!(
                    "part {part}'s kept answer holds a comma or a line break, which the stand-in cannot judge"
                );
            }
            answers[part.index()] = answer;
        }
        // The stand-in shows part two's article once part one is right: the
        // page kept must have it.
        let shown = crate::page::Page::parse(&crate::files::read(&page)?)
            .parts()
            .len();
        if shown < day.puzzles().len() {
            bail!(
                "{} shows part one alone (it was kept before part two appeared): a rehearsal serves part two's text \
                 from it once part one is right (`just read {number} --refresh` keeps the page as the site shows it now)",
                files.file("puzzle.html")
            );
        }
        Ok(Self {
            page,
            input: files.path("txt"),
            answers,
        })
    }
}

/// The workspace at `root` copied to `work` (what was there before goes,
/// but its build folder), with `day`'s year current and its crate out.
fn copy(root: &Path, work: &Path, day: Day) -> anyhow::Result<()> {
    clear_but_builds(work)?;
    crate::files::copy_tree(root, work)?;
    if let Some(contact) = crate::settings::Settings::read(root)?.contact() {
        let mut settings = crate::settings::Settings::read(work)?;
        settings.set_contact(&contact);
        settings.write()?;
    }
    let mut manifest = Manifest::read(work)?;
    if manifest.current_year()? != day.year {
        manifest.make_current(day.year)?;
        manifest.write()?;
    }
    if work.join(day.crate_dir()).exists() {
        crate::years::remove_day::remove(work, day, true)?;
    }
    Ok(())
}

/// Everything in `work` but its build folder ([`target`], where the copy's
/// tools are built too).
fn clear_but_builds(work: &Path) -> anyhow::Result<()> {
    let Ok(entries) = fs::read_dir(work) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path == target(work) {
            continue;
        }
        if path.is_dir() {
            fs::remove_dir_all(&path).with_context(|| path.display().to_string())?;
        } else {
            fs::remove_file(&path).with_context(|| path.display().to_string())?;
        }
    }
    Ok(())
}

/// The copy's tools with the site client, and its stand-in, so that nothing
/// waits for a compile once the clock runs. Every build of the copy goes to
/// its own target folder ([`target`]), whatever `CARGO_TARGET_DIR` says:
/// the copy's tools must never stand where yours are.
fn build(work: &Path) -> anyhow::Result<()> {
    for args in [
        &["--bin", "stand-in-site"][..],
        &["--bin", "xtask", "--features", "site"],
        &["--bin", "xtask"],
    ] {
        let status = crate::process::cargo_command()
            .args(["build", "--quiet", "--manifest-path"])
            .arg(work.join("xtask/Cargo.toml"))
            .args(args)
            .env("CARGO_TARGET_DIR", target(work))
            .current_dir(work)
            .status()
            .context("could not run cargo")?;
        if !status.success() {
            bail!("building the rehearsal's tools failed (cargo's errors are above)");
        }
    }
    Ok(())
}

/// Where every build of the copy at `work` goes: the solutions' and the
/// tools' alike.
fn target(work: &Path) -> PathBuf {
    work.join("target")
}

/// The stand-in site, running until dropped.
struct StandIn {
    child: Child,
    base: String,
}

impl StandIn {
    /// Starts the stand-in for `day`, serving `kept`, its files under
    /// `folder`.
    fn start(work: &Path, folder: &Path, day: Day, kept: &Kept) -> anyhow::Result<Self> {
        let address = folder.join("site-address");
        let _ = fs::remove_file(&address);
        let program = target(work).join("debug/stand-in-site");
        let child = Command::new(&program)
            .arg("--address-file")
            .arg(&address)
            .arg("--log")
            .arg(folder.join("site.log"))
            .args(["--token", TOKEN, "--year", &day.year.to_string()])
            .args(["--day", &day.day.to_string()])
            .arg("--input")
            .arg(&kept.input)
            .arg("--page")
            .arg(&kept.page)
            .args(["--answers", &kept.answers.join(",")])
            .stdin(Stdio::null())
            .spawn()
            .with_context(|| program.display().to_string())?;
        let mut site = Self {
            child,
            base: String::new(),
        };
        let started = Instant::now();
        while site.base.is_empty() {
            if let Ok(base) = fs::read_to_string(&address) {
                site.base = base;
            } else if started.elapsed() > Duration::from_secs(10) {
                bail!("the stand-in site did not start");
            } else {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        Ok(site)
    }
}

impl Drop for StandIn {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the rehearsal is, and what to run in it.
fn say_how(day: Day, base: &str, lead: u64) {
    let number = day.day;
    println!(
        "Rehearsal of {day}, in {FOLDER}/workspace: a stand-in site at {base} serves your kept page and input, and judges with your kept answers. Nothing reaches adventofcode.com, and your own tree is not touched.\n\
         The clock reads {} before the opening and runs on. In the shell that opens here:\n  \
         just start {number}       the countdown, then the day scaffolded, the page shown, its example into the tests\n  \
         just watch {number}       every save: the tests, then the day on your input\n  \
         just submit {number} 1    the verdict, from your kept answer\n\
         `exit` ends the rehearsal and says your times.",
        crate::years::calendar::duration(lead)
    );
}

/// Runs an interactive shell in `work` (or `run`, a command) with the
/// rehearsal's site, token and clock set.
fn shell(
    work: &Path,
    base: &str,
    clock: &str,
    run: Option<&str>,
) -> anyhow::Result<std::process::ExitStatus> {
    let mut command = match run {
        Some(run) => {
            let mut command = Command::new("sh");
            command.args(["-c", run]);
            command
        }
        None => Command::new(std::env::var_os("SHELL").unwrap_or_else(|| "sh".into())),
    };
    crate::process::clean(&mut command)
        .current_dir(work)
        .env("CARGO_TARGET_DIR", target(work))
        .env_remove("XTASK_ROOT")
        .env("AOC_BASE_URL", base)
        .env("AOC_SESSION", TOKEN)
        .env("XTASK_NOW", clock)
        .status()
        .context("could not open a shell")
}

/// Each star of the rehearsal, with its time from the opening and the
/// answers sent for it, from the copy's history.
fn times(work: &Path, day: Day) -> anyhow::Result<()> {
    let sent = DayFiles::new(work, day).submissions()?;
    println!("\nThe rehearsal of {day} is over:");
    let opening = opens_at(day);
    for &part in day.puzzles() {
        let tries = sent.iter().filter(|s| s.part == part).count();
        let right = sent
            .iter()
            .find(|s| s.part == part && s.outcome == Outcome::Right);
        let line = match right {
            Some(right) => format!(
                "  part {part}: right at {} from the opening, {tries} {} sent",
                clock(right.at.saturating_sub(opening)),
                if tries == 1 { "answer" } else { "answers" }
            ),
            None if tries > 0 => format!("  part {part}: not right yet, {tries} tried"),
            None => format!("  part {part}: nothing sent"),
        };
        println!("{line}");
    }
    println!("  (the copy stays in {FOLDER}/workspace until the next rehearsal)");
    Ok(())
}
