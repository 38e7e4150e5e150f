//! `read`, `example`, `submit` and `fetch` end to end: the real `xtask`
//! binary in a throwaway workspace, against the stand-in site on 127.0.0.1
//! (no test opens a connection anywhere else), whose log counts every
//! request.

// A failed unwrap in a test is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use std::{fs, thread};

const TOKEN: &str = "53616c7465645f5f-stand-in-session";

/// A throwaway workspace with day 1 registered, and a stand-in site.
struct World {
    root: PathBuf,
    site: Child,
    base: String,
}

impl World {
    /// The stand-in serves day 1 of 2021, whose answers are 3 and 12, with
    /// `extra` options.
    fn new(extra: &[&str]) -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let root = std::env::temp_dir().join(format!(
            "xtask-site-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("crates/day01")).unwrap();
        fs::create_dir_all(root.join("input/2021")).unwrap();
        fs::create_dir_all(root.join("home")).unwrap();
        fs::write(
            root.join("Cargo.toml"),
            "[features]\ndefault = [\"year2021\"]\nyear2021 = [\"day01\"]\nday01 = [\"dep:day01\"]\n",
        )
        .unwrap();
        fs::write(root.join("crates/day01/example.txt"), "").unwrap();
        fs::write(root.join("site-input.txt"), "1\n2\n3\n").unwrap();
        let address = root.join("address");
        let mut command = Command::new(env!("CARGO_BIN_EXE_stand-in-site"));
        command.args([
            "--address-file",
            address.to_str().unwrap(),
            "--log",
            root.join("requests.log").to_str().unwrap(),
            "--token",
            TOKEN,
            "--input",
            root.join("site-input.txt").to_str().unwrap(),
            "--answers",
            "3,12",
            "--wrong-wait",
            "0",
        ]);
        if !extra.contains(&"--day") {
            command.args(["--day", "1"]);
        }
        command.args(extra);
        let site = command.spawn().unwrap();
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
        Self { root, site, base }
    }

    /// Runs `cargo xtask ARGS` here with the right token.
    fn xtask(&self, args: &[&str]) -> Output {
        self.xtask_with(
            args,
            &[("AOC_SESSION", TOKEN), ("AOC_BASE_URL", &self.base)],
        )
    }

    /// Runs `cargo xtask ARGS` here with `env` (and no credentials file).
    fn xtask_with(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(args)
            .env("XTASK_ROOT", &self.root)
            .env("HOME", self.root.join("home"))
            .env("XDG_CONFIG_HOME", self.root.join("home/.config"))
            .env_remove("AOC_SESSION")
            .env_remove("AOC_BASE_URL")
            .envs(env.iter().copied())
            .output()
            .unwrap();
        let printed = format!("{}{}", text(&output.stdout), text(&output.stderr));
        assert!(!printed.contains(TOKEN), "the token was printed: {printed}");
        output
    }

    /// The requests the stand-in has answered.
    fn requests(&self) -> Vec<String> {
        fs::read_to_string(self.root.join("requests.log"))
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    fn file(&self, path: &str) -> String {
        fs::read_to_string(self.root.join(path)).unwrap_or_default()
    }

    fn path(&self, path: &str) -> PathBuf {
        self.root.join(path)
    }
}

impl Drop for World {
    fn drop(&mut self) {
        let _ = self.site.kill();
        let _ = self.site.wait();
        let _ = fs::remove_dir_all(&self.root);
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Stdout when the command succeeded.
fn ok(output: &Output) -> String {
    assert!(
        output.status.success(),
        "failed: {}{}",
        text(&output.stdout),
        text(&output.stderr)
    );
    text(&output.stdout)
}

/// Stderr when the command failed.
fn refused(output: &Output) -> String {
    assert!(
        !output.status.success(),
        "succeeded: {}",
        text(&output.stdout)
    );
    text(&output.stderr)
}

#[test]
fn read_shows_the_text_keeps_the_page_and_does_not_fetch_it_again() {
    let world = World::new(&[]);
    let shown = ok(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Day 1: Stand-in ---"), "{shown}");
    assert!(
        shown.contains("Count the *lines* of the report."),
        "{shown}"
    );
    assert!(shown.contains("[code block 1]\n"), "{shown}");
    assert!(shown.contains("a\nb\nc\n"), "{shown}");
    assert!(shown.contains("[code block 2]"), "{shown}");
    assert!(
        shown.contains("2 code blocks: `just example 1 K`"),
        "{shown}"
    );
    assert!(world.path("input/2021/day1.puzzle.html").exists());
    let requests = world.requests();
    assert_eq!(requests.len(), 1, "{requests:?}");
    assert!(
        requests[0].starts_with("GET /2021/day/1 user-agent=advent-of-code xtask/"),
        "{requests:?}"
    );
    assert_eq!(ok(&world.xtask(&["read", "1"])), shown);
    assert_eq!(
        world.requests().len(),
        1,
        "read again: the stored page is shown"
    );
}

#[test]
fn example_saves_a_code_block_into_the_days_crate() {
    let world = World::new(&[]);
    let saved = ok(&world.xtask(&["example", "1", "1"]));
    assert!(
        saved.contains("saved code block 1 as crates/day01/example.txt"),
        "{saved}"
    );
    assert_eq!(world.file("crates/day01/example.txt"), "a\nb\nc\n");
    let other = ok(&world.xtask(&["example", "1", "2", "example2.txt"]));
    assert_eq!(world.file("crates/day01/example2.txt"), "x < y\n");
    assert!(
        other.contains(
            r#"Example { input: include_str!("../example2.txt"), part1: None, part2: None },"#
        ),
        "{other}"
    );
    let error = refused(&world.xtask(&["example", "1", "2"]));
    assert!(
        error.contains("crates/day01/example.txt holds another example already"),
        "{error}"
    );
    assert_eq!(world.file("crates/day01/example.txt"), "a\nb\nc\n");
    let error = refused(&world.xtask(&["example", "1", "3"]));
    assert!(
        error.contains("\"3\" is not a code block of day 1: give a number from 1 to 2"),
        "{error}"
    );
    assert_eq!(
        world.requests().len(),
        1,
        "one page fetched for all of these"
    );
}

#[test]
fn a_right_answer_is_recorded_and_not_sent_again() {
    let world = World::new(&[]);
    let said = ok(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(
        said.contains("day 1 part 1: 3\nThat's the right answer."),
        "{said}"
    );
    assert!(
        said.contains("recorded part 1's answer 3 in input/2021/day1.answers"),
        "{said}"
    );
    assert_eq!(world.file("input/2021/day1.answers"), "part1: 3\n");
    assert!(
        world
            .file("input/2021/day1.submissions")
            .contains("\tpart1\tright\t0\t3")
    );
    let error = refused(&world.xtask(&["submit", "1", "1", "4"]));
    assert!(
        error.contains("not sent: part 1 was answered right already: 3"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1);
    // Part two appeared: read fetches the page again, once.
    let shown = ok(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Part Two ---"), "{shown}");
    ok(&world.xtask(&["read", "1"]));
    assert_eq!(world.requests().len(), 2, "{:?}", world.requests());
}

#[test]
fn rejected_answers_and_answers_out_of_bounds_are_refused_without_a_request() {
    let world = World::new(&[]);
    let error = refused(&world.xtask(&["submit", "1", "1", "1"]));
    assert!(
        error.contains("that's not the right answer (too low)."),
        "{error}"
    );
    let error = refused(&world.xtask(&["submit", "1", "1", "100"]));
    assert!(
        error.contains("that's not the right answer (too high)."),
        "{error}"
    );
    let error = refused(&world.xtask(&["submit", "1", "1", "abc"]));
    assert!(error.contains("that's not the right answer."), "{error}");
    assert_eq!(world.requests().len(), 3);
    for (answer, reason) in [
        (
            "1",
            "not sent: 1 was already sent for part 1 and rejected (too low): it would be again",
        ),
        (
            "abc",
            "not sent: abc was already sent for part 1 and rejected (wrong): it would be again",
        ),
        (
            "0",
            "not sent: 0 cannot be right: the site said 1 is too low for part 1",
        ),
        (
            "150",
            "not sent: 150 cannot be right: the site said 100 is too high for part 1",
        ),
        ("", "not sent: the answer is empty: nothing to send"),
    ] {
        let error = refused(&world.xtask(&["submit", "1", "1", answer]));
        assert!(error.contains(reason), "{answer}: {error}");
    }
    assert_eq!(world.requests().len(), 3, "no request for any refusal");
    assert_eq!(world.file("input/2021/day1.answers"), "");
    ok(&world.xtask(&["submit", "1", "1", "3"]));
}

#[test]
fn too_recent_is_refused_here_until_the_wait_is_over() {
    // The stand-in is busy for 3 s from its start, and says so in whole
    // seconds: the second answer below comes well inside the wait, on a slow
    // machine too.
    let world = World::new(&["--busy", "3"]);
    let error = refused(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(
        error.contains("the site says an answer was sent too recently: nothing was judged."),
        "{error}"
    );
    assert!(error.contains("before the next answer."), "{error}");
    let error = refused(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(
        error.contains("not sent: the site asked to wait before the next answer:"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1);
    // The wait named (at most 3 s) counts from the reply rounded up to the
    // next second.
    thread::sleep(Duration::from_millis(4100));
    ok(&world.xtask(&["submit", "1", "1", "3"]));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn two_submits_of_one_answer_at_once_send_it_once() {
    let world = World::new(&["--answer-delay", "1500"]);
    let submit = || {
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["submit", "1", "1", "3"])
            .env("XTASK_ROOT", &world.root)
            .env("HOME", world.path("home"))
            .env("AOC_SESSION", TOKEN)
            .env("AOC_BASE_URL", &world.base)
            .env_remove("XTASK_NOW")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let first = submit();
    thread::sleep(Duration::from_millis(300));
    let second = submit();
    let (first, second) = (
        first.wait_with_output().unwrap(),
        second.wait_with_output().unwrap(),
    );
    assert!(first.status.success(), "{}", text(&first.stderr));
    let said = text(&second.stderr);
    assert!(!second.status.success(), "{said}");
    assert!(
        said.contains("waiting for another command to finish with day 1 of 2021's answers"),
        "{said}"
    );
    assert!(
        said.contains("not sent: part 1 was answered right already: 3"),
        "{said}"
    );
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    assert_eq!(world.file("input/2021/day1.answers"), "part1: 3\n");
}

#[test]
fn a_part_that_is_not_open_gets_the_sites_word() {
    let world = World::new(&[]);
    let error = refused(&world.xtask(&["submit", "1", "2", "12"]));
    assert!(
        error.contains("the site says part 2 is not the one to solve"),
        "{error}"
    );
    assert!(
        world
            .file("input/2021/day1.submissions")
            .contains("\tpart2\twrong-level\t")
    );
}

#[test]
fn fetch_downloads_the_input_and_records_the_accepted_answers() {
    let world = World::new(&["--solved", "2"]);
    let said = ok(&world.xtask(&["fetch", "1"]));
    assert!(said.contains("saved input/2021/day1.txt"), "{said}");
    assert_eq!(world.file("input/2021/day1.txt"), "1\n2\n3\n");
    assert_eq!(
        world.file("input/2021/day1.answers"),
        "part1: 3\npart2: 12\n"
    );
    assert_eq!(world.requests().len(), 2);
    let again = ok(&world.xtask(&["fetch", "1"]));
    assert!(
        again.contains("input/2021/day1.txt is your own input already: kept, not downloaded"),
        "{again}"
    );
    assert!(
        again.contains("part 1's answer is in input/2021/day1.answers already"),
        "{again}"
    );
    assert_eq!(world.requests().len(), 2, "nothing stored is fetched again");
}

#[test]
fn fetch_never_replaces_an_own_input() {
    let world = World::new(&[]);
    fs::write(world.path("input/2021/day1.txt"), "mine\n").unwrap();
    let said = ok(&world.xtask(&["fetch", "1"]));
    assert!(said.contains("your own input already: kept"), "{said}");
    assert!(
        said.contains("no part of day 1 is solved on the site yet"),
        "{said}"
    );
    assert_eq!(world.file("input/2021/day1.txt"), "mine\n");
    assert_eq!(
        world.requests().len(),
        1,
        "only the page: {:?}",
        world.requests()
    );
}

#[test]
fn an_expired_token_is_named_whatever_the_site_answers() {
    let world = World::new(&[]);
    let stale = [
        ("AOC_SESSION", "expired"),
        ("AOC_BASE_URL", world.base.as_str()),
    ];
    for args in [
        &["read", "1"][..],
        &["fetch", "1"],
        &["submit", "1", "1", "3"],
    ] {
        let error = refused(&world.xtask_with(args, &stale));
        assert!(
            error.contains("the site did not accept your session token"),
            "{args:?}: {error}"
        );
    }
    assert_eq!(
        world.requests().len(),
        3,
        "page, input (400), answer (redirect)"
    );
    assert!(!world.path("input/2021/day1.puzzle.html").exists());
    assert!(!world.path("input/2021/day1.txt").exists());
}

#[test]
fn without_a_token_nothing_is_sent() {
    let world = World::new(&[]);
    let error = refused(&world.xtask_with(&["read", "1"], &[("AOC_BASE_URL", &world.base)]));
    assert!(
        error.contains("no session token: set AOC_SESSION, or run `cargo aoc credentials TOKEN`"),
        "{error}"
    );
    // cargo-aoc's credentials file is read when AOC_SESSION is not set.
    let folder = world.path("home/.config/cargo-aoc");
    fs::create_dir_all(&folder).unwrap();
    fs::write(
        folder.join("credentials.toml"),
        format!("session = \"{TOKEN}\"\n"),
    )
    .unwrap();
    ok(&world.xtask_with(&["read", "1"], &[("AOC_BASE_URL", &world.base)]));
    assert_eq!(world.requests().len(), 1);
}

#[test]
fn a_base_url_off_this_machine_is_refused_before_any_request() {
    let world = World::new(&[]);
    for base in [
        "https://example.com",
        "http://10.0.0.1:8080",
        "http://127.0.0.1@example.com",
    ] {
        let error = refused(&world.xtask_with(
            &["read", "1"],
            &[("AOC_SESSION", TOKEN), ("AOC_BASE_URL", base)],
        ));
        assert!(
            error.contains("is refused: it may only point at this machine"),
            "{base}: {error}"
        );
    }
    assert_eq!(world.requests().len(), 0);
}

#[test]
fn no_network_is_one_sentence() {
    let world = World::new(&[]);
    // A port on this machine where nothing listens.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let error = refused(&world.xtask_with(
        &["read", "1"],
        &[("AOC_SESSION", TOKEN), ("AOC_BASE_URL", &base)],
    ));
    assert!(error.contains("could not reach"), "{error}");
    assert!(error.contains("check your network connection"), "{error}");
    assert!(!Path::new(&world.path("input/2021/day1.puzzle.html")).exists());
}

#[test]
fn a_puzzle_not_open_yet_sends_nothing_and_says_when_it_opens() {
    let world = World::new(&[]);
    let manifest = fs::read_to_string(world.path("Cargo.toml")).unwrap();
    fs::write(
        world.path("Cargo.toml"),
        "[features]\ndefault = [\"year2026\"]\nyear2026 = [\"day01-2026\"]\nday01-2026 = [\"dep:day01-2026\"]\n",
    )
    .unwrap();
    fs::create_dir_all(world.path("crates/2026/day01")).unwrap();
    // The minute before day 1 of 2026 opens (2026-12-01T05:00:00Z).
    let before = "1796101140";
    let env = [
        ("AOC_SESSION", TOKEN),
        ("AOC_BASE_URL", world.base.as_str()),
        ("XTASK_NOW", before),
    ];
    for args in [
        &["read", "1"][..],
        &["fetch", "1"],
        &["submit", "1", "1", "3"],
        &["example", "1", "1"],
    ] {
        let error = refused(&world.xtask_with(args, &env));
        // XTASK_NOW moves the clock back, never forward: before 2026-12-01
        // the real clock says more than a minute.
        assert!(
            error.contains(
                "day 1 of 2026 is not open yet: it opens at 05:00 on 2026-12-01 UTC (midnight UTC-5), in "
            ) && error.contains(". Nothing was sent"),
            "{args:?}: {error}"
        );
    }
    assert_eq!(world.requests(), Vec::<String>::new());
    assert!(!world.path("input/2026").exists());
    // The same day of 2021 has long been open.
    fs::write(world.path("Cargo.toml"), manifest).unwrap();
    ok(&world.xtask_with(&["read", "1"], &env));
    assert_eq!(world.requests().len(), 1);
}

/// When day 1 of 2021 opened: 2021-12-01T05:00:00Z.
const DAY1_2021: u64 = 1_638_334_800;

#[test]
fn start_waits_for_the_opening_then_asks_once_for_each_file() {
    let world = World::new(&[]);
    let crate_before = fs::read_dir(world.path("crates/day01")).unwrap().count();
    // The clock starts three seconds before the opening and runs on.
    let now = (DAY1_2021 - 3).to_string();
    let start = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["start", "1"])
        .env("XTASK_ROOT", &world.root)
        .env("HOME", world.path("home"))
        .env("AOC_SESSION", TOKEN)
        .env("AOC_BASE_URL", &world.base)
        .env("XTASK_NOW", &now)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    thread::sleep(Duration::from_millis(3500));
    assert_eq!(
        world.requests(),
        Vec::<String>::new(),
        "a request before the opening"
    );
    let output = start.wait_with_output().unwrap();
    let shown = ok(&output);
    assert!(
        started.elapsed() >= Duration::from_secs(4),
        "it did not wait for the opening"
    );
    assert!(shown.contains("day 1 of 2021 opens in"), "{shown}");
    assert!(shown.contains("day 1 of 2021 is open."), "{shown}");
    assert!(shown.contains("saved input/2021/day1.txt"), "{shown}");
    assert!(shown.contains("[code block 1]"), "{shown}");
    assert!(
        shown.contains("just example 1 K")
            && shown.contains("just watch 1")
            && shown.contains("just submit 1 1"),
        "{shown}"
    );
    let requests = world.requests();
    assert_eq!(requests.len(), 2, "{requests:?}");
    assert!(
        requests
            .iter()
            .any(|r| r.starts_with("GET /2021/day/1/input ")),
        "{requests:?}"
    );
    assert!(
        requests.iter().any(|r| r.starts_with("GET /2021/day/1 ")),
        "{requests:?}"
    );
    // The day's crate was there: left as it was.
    assert_eq!(
        fs::read_dir(world.path("crates/day01")).unwrap().count(),
        crate_before
    );
    assert_eq!(world.file("crates/day01/example.txt"), "");
    // Again: everything is stored, so nothing is sent.
    ok(&world.xtask(&["start", "1"]));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn start_scaffolds_a_day_without_a_crate() {
    let world = World::new(&["--day", "2"]);
    let template = Path::new(env!("CARGO_MANIFEST_DIR")).join("template");
    for (from, to) in [
        ("runner.rs", "runner.rs"),
        ("day/Cargo.toml", "day/Cargo.toml"),
        ("day/src/lib.rs", "day/src/lib.rs"),
        ("day/benches/day.rs", "day/benches/day.rs"),
        ("day/example.txt", "day/example.txt"),
    ] {
        let to = world.path("xtask/template").join(to);
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(template.join(from), to).unwrap();
    }
    fs::write(
        world.path("Cargo.toml"),
        "[dependencies]\n\n[features]\ndefault = [\"year2021\"]\nyear2021 = [\"cargo-aoc\", \"day01\"]\ncargo-aoc = []\nday01 = [\"dep:day01\"]\n\n[workspace]\nmembers = []\n\n[workspace.dependencies]\n",
    )
    .unwrap();
    fs::create_dir_all(world.path("src")).unwrap();
    fs::write(world.path("src/lib.rs"), "include!(\"registry.rs\");\n").unwrap();
    let shown = ok(&world.xtask(&["start", "2"]));
    assert!(
        shown.contains("created crates/day02 and registered day 2 of 2021"),
        "{shown}"
    );
    assert!(world.path("crates/day02/src/lib.rs").is_file());
    assert!(world.file("Cargo.toml").contains("day02 = [\"dep:day02\"]"));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn start_without_a_token_refuses_before_it_waits() {
    let world = World::new(&[]);
    let day_before = (DAY1_2021 - 86_400).to_string();
    let started = Instant::now();
    let error = refused(&world.xtask_with(
        &["start", "1"],
        &[("AOC_BASE_URL", &world.base), ("XTASK_NOW", &day_before)],
    ));
    assert!(error.contains("no session token"), "{error}");
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(world.requests(), Vec::<String>::new());
}

#[test]
fn today_after_the_calendar_sends_nothing() {
    let world = World::new(&[]);
    let error = refused(&world.xtask(&["today"]));
    assert!(error.contains("the calendar of 2021 is over"), "{error}");
    assert_eq!(world.requests(), Vec::<String>::new());
}
