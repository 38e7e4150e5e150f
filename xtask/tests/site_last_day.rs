//! The last day of a year end to end (day 25 of 2021, day 12 of 2025),
//! against the stand-in on 127.0.0.1 serving its page in each state: part
//! 1 open; part 1 answered with stars still missing; the last star's form
//! shown; both stars in. The real `xtask` binary, in a throwaway workspace.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::io::{Read as _, Write as _};
use std::net::TcpStream;

use common::{TOKEN, World, stderr, stdout};

/// A workspace whose current year is `year`, with the stand-in serving its
/// last day with part 1's answer `4`, `solved` parts of it solved and the
/// days before it up to `solved_days` solved in the browser.
fn world(year: u16, solved: usize, solved_days: u8) -> (World, u8, Vec<(&'static str, String)>) {
    let last = if year >= 2025 { 12 } else { 25 };
    let world = World::new(&[
        "--year",
        &year.to_string(),
        "--day",
        &last.to_string(),
        "--answers",
        "4,",
        "--solved",
        &solved.to_string(),
        "--solved-days",
        &solved_days.to_string(),
    ]);
    world.write(
        "Cargo.toml",
        &format!("[features]\ndefault = [\"year{year}\"]\nyear{year} = []\n"),
    );
    let env = world_env(&world);
    (world, last, env)
}

/// The stand-in's variables (both years' last days are open by now).
fn world_env(world: &World) -> Vec<(&'static str, String)> {
    world.site.env()
}

fn run(world: &World, env: &[(&'static str, String)], args: &[&str]) -> std::process::Output {
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    world.xtask_with(args, &env)
}

#[test]
fn a_page_that_shows_both_stars_records_both() {
    for year in [2021, 2025] {
        let (world, last, env) = world(year, 2, 24);
        let day = last.to_string();
        let shown = stdout(&run(&world, &env, &["read", &day]));
        assert!(shown.contains("recorded the last star of"), "{shown}");
        assert_eq!(
            world.file(&format!("input/{year}/day{last}.answers")),
            "part1: 4\npart2: (the last star)\n"
        );
        let next = shown.split("\nNext:").nth(1).unwrap_or_default();
        assert!(!next.contains("just submit"), "{shown}");
        let stars = stdout(&run(&world, &env, &["stars"]));
        let marks: String = stars
            .lines()
            .find(|line| line.starts_with(&year.to_string()))
            .unwrap()
            .chars()
            .filter(|c| "★☆○·-".contains(*c))
            .collect();
        assert_eq!(marks.chars().last(), Some('★'), "{stars}");
        let again = stderr(&run(&world, &env, &["submit", &day, "2"]));
        assert!(again.contains("is yours already"), "{again}");
        assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    }
}

#[test]
fn the_form_shown_is_sent_once_exactly_as_the_page_gives_it() {
    for year in [2021, 2025] {
        let last = if year >= 2025 { 12 } else { 25 };
        let (world, last, env) = world(year, 1, last - 1);
        let day = last.to_string();
        let shown = stdout(&run(&world, &env, &["read", &day]));
        assert!(
            shown.contains(&format!("just submit {last} 2"))
                && !shown.contains(&format!("just submit {last} 1")),
            "{shown}"
        );
        let sent = stdout(&run(&world, &env, &["submit", &day, "2"]));
        assert!(sent.contains("recorded the last star of"), "{sent}");
        assert!(sent.contains("finished every puzzle"), "{sent}");
        let requests = world.requests();
        assert_eq!(requests.len(), 2, "{requests:?}");
        assert!(
            requests[1].starts_with(&format!("POST /{year}/day/{last}/answer ")),
            "{requests:?}"
        );
        assert_eq!(
            world.file(&format!("input/{year}/day{last}.answers")),
            "part1: 4\npart2: (the last star)\n"
        );
        // Given an answer, it refuses: there is none to give.
        let given = stderr(&run(&world, &env, &["submit", &day, "2", "0"]));
        assert!(
            given.contains("takes no answer") || given.contains("is yours already"),
            "{given}"
        );
        assert_eq!(world.requests().len(), 2);
    }
}

#[test]
fn with_a_star_missing_nothing_is_sent_and_the_page_says_how_many() {
    for year in [2021, 2025] {
        let last = if year >= 2025 { 12 } else { 25 };
        // The day before the last has no star: two are missing.
        let (world, last, env) = world(year, 1, last - 2);
        let day = last.to_string();
        let shown = stdout(&run(&world, &env, &["read", &day]));
        assert!(!shown.contains(&format!("just submit {last} 2")), "{shown}");
        let refused = stderr(&run(&world, &env, &["submit", &day, "2"]));
        assert!(
            refused.contains("not sent")
                && refused.contains("read just now")
                && refused.contains("2 more stars"),
            "{refused}"
        );
        // The stored page may be out of date: it is read again, once.
        let requests = world.requests();
        assert_eq!(requests.len(), 2, "{requests:?}");
        assert!(
            requests[1].starts_with(&format!("GET /{year}/day/{last} ")),
            "{requests:?}"
        );
    }
}

/// Answers part `level` of `day` of `year` as a browser would, outside the
/// tools.
fn in_the_browser(world: &World, year: u16, day: u8, level: u8, answer: &str) {
    let address = world.site.base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(address).unwrap();
    let body = format!("level={level}&answer={answer}");
    write!(
        stream,
        "POST /{year}/day/{day}/answer HTTP/1.1\r\nHost: {address}\r\nCookie: session={TOKEN}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    assert!(reply.contains("That's the right answer"), "{reply}");
}

#[test]
fn stars_earned_elsewhere_since_the_page_was_stored_let_the_last_star_go() {
    for year in [2021, 2025] {
        let last = if year >= 2025 { 12 } else { 25 };
        // The day before the last has no star when the page is stored.
        let (world, last, env) = world(year, 1, last - 2);
        let day = last.to_string();
        let shown = stdout(&run(&world, &env, &["read", &day]));
        assert!(shown.contains("2 more stars"), "{shown}");
        // Then both are earned in the browser, and recorded by `fetch`
        // (here, by hand: the history the tools keep).
        let before = last - 1;
        in_the_browser(&world, year, before, 1, &format!("{before}01"));
        in_the_browser(&world, year, before, 2, &format!("{before}02"));
        for number in 1..last {
            world.write(
                &format!("input/{year}/day{number}.answers"),
                &format!("part1: {number}01\npart2: {number}02\n"),
            );
        }
        let stars = stdout(&run(&world, &env, &["stars"]));
        assert!(
            stars.contains(&format!("the last star of {year} is waiting")),
            "{stars}"
        );
        let shown = stdout(&run(&world, &env, &["read", &day]));
        let next = shown.split("\nNext:").nth(1).unwrap_or_default();
        assert!(next.contains(&format!("just submit {last} 2")), "{shown}");
        let asked = world.requests().len();
        let sent = stdout(&run(&world, &env, &["submit", &day, "2"]));
        assert!(sent.contains("recorded the last star of"), "{sent}");
        let requests = world.requests();
        assert_eq!(requests.len(), asked + 2, "one GET, one POST: {requests:?}");
        assert!(requests[asked].starts_with(&format!("GET /{year}/day/{last} ")));
        assert!(requests[asked + 1].starts_with(&format!("POST /{year}/day/{last}/answer ")));
        let stars = stdout(&run(&world, &env, &["stars"]));
        let line = stars
            .lines()
            .find(|line| line.starts_with(&year.to_string()))
            .unwrap();
        assert!(
            line.ends_with(&format!(" {}★", 2 * usize::from(last))),
            "{stars}"
        );
        assert!(!stars.contains("is waiting"), "{stars}");
    }
}

#[test]
fn part_one_first_then_the_page_is_asked_again_once() {
    let (world, last, env) = world(2021, 0, 24);
    let day = last.to_string();
    let shown = stdout(&run(&world, &env, &["read", &day]));
    // No crate yet: scaffolded first (`submit` needs one), part 1 before
    // the last star.
    let next = shown.split("\nNext:").nth(1).unwrap_or_default();
    assert!(
        next.contains("\n  just new 25 ") && !next.contains("\n  just submit"),
        "{shown}"
    );
    let early = stderr(&run(&world, &env, &["submit", &day, "2"]));
    assert!(
        early.contains("part 1 of day 25 is not answered yet"),
        "{early}"
    );
    assert_eq!(world.requests().len(), 1);
    // Part 1 accepted in the browser, and recorded by hand: the stored page
    // is older than that, so it is asked again once, then the form is sent.
    world.write("input/2021/day25.answers", "part1: 4\n");
    let sent = stderr(&run(&world, &env, &["submit", &day, "2"]));
    assert!(
        sent.contains("part 1 of day 25 is not answered yet"),
        "{sent}"
    );
    let requests = world.requests();
    assert_eq!(requests.len(), 2, "{requests:?}");
    assert!(requests[1].starts_with("GET /2021/day/25 "), "{requests:?}");
}
