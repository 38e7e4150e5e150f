//! `fetch`, `start` and `today` end to end, what is refused before any
//! request, and the busy opening: the real `xtask` binary in a throwaway
//! workspace, against the stand-in site on 127.0.0.1, whose log counts
//! every request and when it came.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use common::{TOKEN, World, stderr, stdout};

/// When day 1 of 2021 opened: 2021-12-01T05:00:00Z.
const DAY1_2021: u64 = 1_638_334_800;

#[test]
fn fetch_downloads_the_input_and_records_the_accepted_answers() {
    let world = World::new(&["--solved", "2"]);
    let said = stdout(&world.xtask(&["fetch", "1"]));
    assert!(said.contains("saved input/2021/day1.txt"), "{said}");
    // Each answer said once, as what happened.
    assert!(
        said.contains("recorded part 1's answer 3 in input/2021/day1.answers")
            && !said.contains("already"),
        "{said}"
    );
    assert_eq!(world.file("input/2021/day1.txt"), "x\ny\nz\n");
    assert_eq!(
        world.file("input/2021/day1.answers"),
        "part1: 3\npart2: 12\n"
    );
    assert_eq!(world.requests().len(), 2);
    let again = stdout(&world.xtask(&["fetch", "1"]));
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
    world.write("input/2021/day1.txt", "mine\n");
    let said = stdout(&world.xtask(&["fetch", "1"]));
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
        ("AOC_BASE_URL", world.site.base.as_str()),
    ];
    for args in [
        &["read", "1"][..],
        &["fetch", "1"],
        &["submit", "1", "1", "3"],
    ] {
        let error = stderr(&world.xtask_with(args, &stale));
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
    let base = [("AOC_BASE_URL", world.site.base.as_str())];
    let error = stderr(&world.xtask_with(&["read", "1"], &base));
    assert!(
        error.contains("no session token: set AOC_SESSION, or run `cargo aoc credentials TOKEN`"),
        "{error}"
    );
    // cargo-aoc's credentials file is read when AOC_SESSION is not set.
    world.write(
        "home/.config/cargo-aoc/credentials.toml",
        &format!("session = \"{TOKEN}\"\n"),
    );
    stdout(&world.xtask_with(&["read", "1"], &base));
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
        let error = stderr(&world.xtask_with(
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
fn no_network_is_tried_a_few_times_then_one_sentence() {
    let world = World::new(&[]);
    // A port on this machine where nothing listens.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let output = world.xtask_with(
        &["read", "1"],
        &[("AOC_SESSION", TOKEN), ("AOC_BASE_URL", &base)],
    );
    let error = stderr(&output);
    assert!(error.contains("could not reach"), "{error}");
    assert!(
        error.contains("5 times: the site is busy or out of reach; nothing more was sent"),
        "{error}"
    );
    let retried = common::text(&output.stdout);
    assert_eq!(retried.matches("asking again in").count(), 4, "{retried}");
    assert!(!world.path("input/2021/day1.puzzle.html").exists());
}

#[test]
fn the_busy_opening_is_asked_again_after_growing_waits() {
    // Two 503s for the page, then a 404 of a clock a little ahead.
    let world = World::new(&["--unavailable", "2", "--not-found", "1"]);
    let opened = (DAY1_2021 + 3).to_string();
    let mut env = world.site.env();
    env.push(("XTASK_NOW", opened));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let output = world.xtask_with(&["read", "1"], &env);
    // A clock set back is no clock ahead: nothing is said of it.
    let error = common::text(&output.stderr);
    assert!(!error.contains("XTASK_NOW"), "{error}");
    let said = stdout(&output);
    assert!(
        said.contains("answered 503 (the site is busy): asking again in 1 s (1 of 4)"),
        "{said}"
    );
    assert!(said.contains("asking again in 2 s (2 of 4)"), "{said}");
    assert!(
        said.contains(
            "is not there yet (404, just after the opening): asking again in 4 s (3 of 4)"
        ),
        "{said}"
    );
    assert!(said.contains("--- Day 1: Stand-in ---"), "{said}");
    let times = world.request_times();
    assert_eq!(times.len(), 4);
    for (gap, wait) in times.windows(2).zip([1000, 2000, 4000]) {
        assert!(gap[1] - gap[0] >= wait, "{times:?}");
    }
    // A 404 long after the opening is no busy minute: said at once.
    let world = World::new(&["--not-found", "1"]);
    let error = stderr(&world.xtask(&["read", "1"]));
    assert!(error.contains("does not exist (404)"), "{error}");
    assert_eq!(world.requests().len(), 1);
}

#[test]
fn requests_name_the_tool_its_repository_and_a_contact() {
    let world = World::new(&[]);
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(&world.root)
            .output()
            .unwrap()
    };
    git(&["init", "-q"]);
    git(&[
        "remote",
        "add",
        "origin",
        "git@github.com:someone/advent.git",
    ]);
    let said = stdout(&world.xtask(&["contact", "elf@example.com"]));
    assert!(said.contains("kept in input/settings.toml"), "{said}");
    stdout(&world.xtask(&["read", "1"]));
    let request = &world.requests()[0];
    assert!(
        request.contains("user-agent=advent-of-code xtask/"),
        "{request}"
    );
    assert!(
        request.contains("(https://github.com/someone/advent; elf@example.com)"),
        "{request}"
    );
}

#[test]
fn a_puzzle_not_open_yet_sends_nothing_and_says_when_it_opens() {
    let world = World::new(&[]);
    let manifest = world.file("Cargo.toml");
    world.write(
        "Cargo.toml",
        "[features]\ndefault = [\"year2026\"]\nyear2026 = [\"day01-2026\"]\nday01-2026 = [\"dep:day01-2026\"]\n",
    );
    std::fs::create_dir_all(world.path("crates/2026/day01")).unwrap();
    // The minute before day 1 of 2026 opens (2026-12-01T05:00:00Z).
    let env = [
        ("AOC_SESSION", TOKEN),
        ("AOC_BASE_URL", world.site.base.as_str()),
        ("XTASK_NOW", "1796101140"),
    ];
    for args in [
        &["read", "1"][..],
        &["fetch", "1"],
        &["submit", "1", "1", "3"],
        &["example", "1", "1"],
    ] {
        let error = stderr(&world.xtask_with(args, &env));
        assert!(
            error.contains("day 1 of 2026 is not open yet: it opens at 05:00 on 2026-12-01 UTC (midnight UTC-5), in ")
                && error.contains(". Nothing was sent"),
            "{args:?}: {error}"
        );
    }
    assert_eq!(world.requests(), Vec::<String>::new());
    assert!(!world.path("input/2026").exists());
    world.write("Cargo.toml", &manifest);
    stdout(&world.xtask_with(&["read", "1"], &env));
    assert_eq!(world.requests().len(), 1);
}

#[test]
fn a_clock_set_ahead_is_ignored_and_said_once() {
    let world = World::new(&[]);
    // A day ahead of this machine's clock, whatever it reads.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let ahead = (now + 86_400).to_string();
    let mut env = world.site.env();
    env.push(("XTASK_NOW", ahead));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let output = world.xtask_with(&["read", "1"], &env);
    let error = common::text(&output.stderr);
    assert!(output.status.success(), "{error}");
    // Every reading of the clock (the day's opening, the request's) kept
    // the real time, and one sentence said so.
    assert_eq!(
        error
            .matches("later than this machine's clock: ignored, this run keeps the real time")
            .count(),
        1,
        "{error}"
    );
    assert!(
        error.contains("`just rehearse N` tries an opening now"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1);
}

#[test]
fn start_waits_for_the_opening_then_asks_once_for_each_file() {
    let world = World::new(&[]);
    let now = (DAY1_2021 - 3).to_string();
    let mut env = world.site.env();
    env.push(("XTASK_NOW", now));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let start = world
        .command(&["start", "1"], &env)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    thread::sleep(Duration::from_millis(2500));
    assert_eq!(
        world.requests(),
        Vec::<String>::new(),
        "a request before the opening"
    );
    let shown = stdout(&start.wait_with_output().unwrap());
    assert!(
        started.elapsed() >= Duration::from_secs(4),
        "it did not wait for the opening"
    );
    assert!(shown.contains("day 1 of 2021 opens in"), "{shown}");
    assert!(shown.contains("day 1 of 2021 is open."), "{shown}");
    assert!(shown.contains("saved input/2021/day1.txt"), "{shown}");
    assert!(shown.contains("[code block 1]"), "{shown}");
    assert!(
        shown.contains("just watch 1") && shown.contains("just submit 1 1"),
        "{shown}"
    );
    let requests = world.requests();
    assert_eq!(requests.len(), 2, "{requests:?}");
    // Again: everything is stored, so nothing is sent.
    stdout(&world.xtask(&["start", "1"]));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn start_days_before_the_opening_says_when_and_waits_for_nothing() {
    let world = World::new(&[]);
    // Four days and ten hours before day 1 of 2021 opens.
    let now = (DAY1_2021 - 4 * 86_400 - 10 * 3600).to_string();
    let mut env = world.site.env();
    env.push(("XTASK_NOW", now));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let started = Instant::now();
    for command in [&["start", "1"][..], &["today"]] {
        let out = world.xtask_with(command, &env);
        let error = stderr(&out);
        assert!(
            error.contains("day 1 of 2021 is not open yet: it opens at 05:00 on 2021-12-01 UTC")
                && error.contains("counts down from 12 hours before, so run it again then"),
            "{command:?}: {error}"
        );
        let shown = String::from_utf8_lossy(&out.stdout);
        assert!(!shown.contains("opens in"), "{command:?}: a countdown");
    }
    assert!(started.elapsed() < Duration::from_secs(10), "it waited");
    assert_eq!(world.requests(), Vec::<String>::new());
}

#[test]
fn start_scaffolds_a_day_and_fills_its_example_test() {
    let world = World::scaffolded(&["--day", "2"]);
    let shown = stdout(&world.xtask(&["start", "2"]));
    assert!(
        shown.contains("created crates/day02 and registered day 2 of 2021"),
        "{shown}"
    );
    assert!(
        shown.contains("saved code block 1 as crates/day02/example.txt"),
        "{shown}"
    );
    assert!(
        shown.contains("part 1: 3 for example.txt, from \"In this example, there are 3 lines.\""),
        "{shown}"
    );
    assert_eq!(world.file("crates/day02/example.txt"), "a\nb\nc\n");
    let lib = world.file("crates/day02/src/lib.rs");
    assert!(lib.contains("part1: Some(\"3\"),"), "{lib}");
    assert!(world.file("Cargo.toml").contains("day02 = [\"dep:day02\"]"));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn start_without_a_token_refuses_before_it_waits() {
    let world = World::new(&[]);
    // The evening before: near enough to wait for.
    let evening = (DAY1_2021 - 6 * 3600).to_string();
    let started = Instant::now();
    let error = stderr(&world.xtask_with(
        &["start", "1"],
        &[
            ("AOC_BASE_URL", world.site.base.as_str()),
            ("XTASK_NOW", evening.as_str()),
        ],
    ));
    assert!(error.contains("no session token"), "{error}");
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(world.requests(), Vec::<String>::new());
}

#[test]
fn today_after_the_calendar_sends_nothing() {
    let world = World::new(&[]);
    let error = stderr(&world.xtask(&["today"]));
    assert!(error.contains("the calendar of 2021 is over"), "{error}");
    assert_eq!(world.requests(), Vec::<String>::new());
}
