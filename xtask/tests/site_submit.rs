//! `submit` end to end: the real `xtask` binary in a throwaway workspace,
//! against the stand-in site on 127.0.0.1, whose log counts every request.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::thread;
use std::time::Duration;

use common::{World, stderr, stdout, text};

#[test]
fn a_right_answer_is_recorded_and_not_sent_again() {
    let world = World::new(&[]);
    let said = stdout(&world.xtask(&["submit", "1", "1", "3"]));
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
    let error = stderr(&world.xtask(&["submit", "1", "1", "4"]));
    assert!(
        error.contains("not sent: part 1 was answered right already: 3"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1);
    // Part two appeared: read fetches the page again, once.
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Part Two ---"), "{shown}");
    stdout(&world.xtask(&["read", "1"]));
    assert_eq!(world.requests().len(), 2, "{:?}", world.requests());
}

#[test]
fn a_finished_days_page_is_kept_and_read_again_once_after_each_star() {
    let world = World::new(&[]);
    let page = "input/2021/day1.puzzle.html";
    stdout(&world.xtask(&["read", "1"]));
    stdout(&world.xtask(&["submit", "1", "1", "3"]));
    // The page seen last stays, older than part one's star: read again once.
    assert!(world.file(page).contains("--- Day 1: Stand-in ---"));
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(shown.contains("--- Part Two ---"), "{shown}");
    assert_eq!(world.requests().len(), 3, "{:?}", world.requests());
    stdout(&world.xtask(&["submit", "1", "2", "12"]));
    // Both stars in: the page with part two is kept, your record of the day,
    // and what a rehearsal serves; read once more, it shows both answers.
    let kept = world.file(page);
    assert!(kept.contains("--- Part Two ---"), "{kept}");
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(shown.contains("12"), "{shown}");
    stdout(&world.xtask(&["read", "1"]));
    assert_eq!(world.requests().len(), 5, "{:?}", world.requests());
    assert!(
        world
            .file(page)
            .contains("Both parts of this puzzle are complete")
    );
}

#[test]
fn what_the_stored_page_answers_is_recorded_and_never_sent() {
    // Part 1 was solved in the browser.
    let world = World::new(&["--solved", "1"]);
    let shown = stdout(&world.xtask(&["read", "1"]));
    assert!(
        shown.contains("recorded part 1's answer 3 in input/2021/day1.answers"),
        "{shown}"
    );
    std::fs::remove_file(world.path("input/2021/day1.answers")).unwrap();
    let error = stderr(&world.xtask(&["submit", "1", "1", "7"]));
    assert!(
        error.contains("not sent: the stored page shows part 1 answered already: 3 (recorded in input/2021/day1.answers)"),
        "{error}"
    );
    assert_eq!(world.file("input/2021/day1.answers"), "part1: 3\n");
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    // Answers written by hand never make the stored page stale.
    world.write("input/2021/day1.answers", "part1: 3\npart2: 12\n");
    stdout(&world.xtask(&["read", "1"]));
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
}

#[test]
fn rejected_answers_and_answers_out_of_bounds_are_refused_without_a_request() {
    let world = World::new(&[]);
    let error = stderr(&world.xtask(&["submit", "1", "1", "1"]));
    assert!(
        error.contains("that's not the right answer (too low)."),
        "{error}"
    );
    let error = stderr(&world.xtask(&["submit", "1", "1", "100"]));
    assert!(
        error.contains("that's not the right answer (too high)."),
        "{error}"
    );
    let error = stderr(&world.xtask(&["submit", "1", "1", "abc"]));
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
        let error = stderr(&world.xtask(&["submit", "1", "1", answer]));
        assert!(error.contains(reason), "{answer}: {error}");
    }
    assert_eq!(world.requests().len(), 3, "no request for any refusal");
    assert_eq!(world.file("input/2021/day1.answers"), "");
    stdout(&world.xtask(&["submit", "1", "1", "3"]));
}

#[test]
fn too_recent_is_refused_here_until_the_wait_is_over() {
    // The stand-in is busy for 3 s from its start, and says so in whole
    // seconds: the second answer below comes well inside the wait.
    let world = World::new(&["--busy", "3"]);
    let error = stderr(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(
        error.contains("the site says an answer was sent too recently: nothing was judged."),
        "{error}"
    );
    assert!(error.contains("before the next answer."), "{error}");
    let error = stderr(&world.xtask(&["submit", "1", "1", "3"]));
    assert!(
        error.contains("not sent: the site asked to wait before the next answer:"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1);
    thread::sleep(Duration::from_millis(4100));
    stdout(&world.xtask(&["submit", "1", "1", "3"]));
    assert_eq!(world.requests().len(), 2);
}

#[test]
fn two_submits_of_one_answer_at_once_send_it_once() {
    let world = World::new(&["--answer-delay", "1500"]);
    let env = world.site.env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let submit = || {
        world
            .command(&["submit", "1", "1", "3"], &env)
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
fn part_two_before_part_one_is_refused_here_and_otherwise_gets_the_sites_word() {
    let world = World::new(&[]);
    // Nothing here says part 1 is solved: the site would not take part 2.
    let error = stderr(&world.xtask(&["submit", "1", "2", "12"]));
    assert!(
        error.contains(
            "not sent: part 2 is not open yet: the site shows it once part 1 is solved, and nothing here says it is \
             (`just submit 1 1` sends part 1; if you solved it in the browser, `just fetch 1` records it)"
        ),
        "{error}"
    );
    assert!(world.requests().is_empty(), "{:?}", world.requests());
    // Recorded here as solved (by hand) where the site disagrees: its word.
    world.write("input/2021/day1.answers", "part1: 3\n");
    let error = stderr(&world.xtask(&["submit", "1", "2", "12"]));
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

/// "HI" on the site's screen, as a day's part returns it.
const HI: &str = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";

/// What the runner prints for day 1's part 1 returning `answer`, through
/// its own code.
fn runner_answers(answer: &str) -> Vec<String> {
    runner_prints(runner::solution::Outcome::answer(
        answer.to_owned(),
        Duration::from_micros(1),
        Duration::from_micros(2),
    ))
}

/// What the runner prints for day 1's part 1 on your input, when it came
/// to `outcome`, through its own code.
fn runner_prints(outcome: runner::solution::Outcome) -> Vec<String> {
    use runner::message::{Input, Message, RanOn, Run};
    let input = Message::Input(Input {
        year: 2021,
        day: 1,
        file: "input/2021/day1.txt".to_owned(),
        state: RanOn::Day(layout::InputState::Own),
    });
    let run = Message::Solution(Run {
        year: 2021,
        day: 1,
        part: layout::Part::One,
        name: None,
        outcome,
        page: None,
    });
    vec![input.line().unwrap(), run.line().unwrap()]
}

#[test]
fn a_part_not_solved_yet_is_not_sent() {
    let world = World::new(&[]);
    world.write("input/2021/day1.txt", "x\ny\nz\n");
    let sentence = aoc_common::NotSolved { day: 1, part: 1 }.to_string();
    let printed = runner_prints(runner::solution::Outcome::NotSolved(sentence));
    let error = stderr(&world.xtask_with_runner(&["submit", "1", "1"], &printed));
    assert_eq!(
        error.trim_end(),
        "cargo xtask submit: not sent: day 1 part 1 failed: \
         day 1 part 1 is not solved yet (write it in the day crate's src/lib.rs)"
    );
    assert!(world.requests().is_empty(), "{:?}", world.requests());
}

#[test]
fn a_drawing_is_sent_as_its_letters_and_verify_checks_it_against_them() {
    let world = World::new(&["--answers", "HI,12"]);
    world.write("input/2021/day1.txt", "x\ny\nz\n");
    let drawn = runner_answers(&format!("\n{HI}\n"));
    let said = stdout(&world.xtask_with_runner(&["submit", "1", "1"], &drawn));
    assert!(
        said.contains(
            "day 1 part 1: HI (the letters its drawing reads as)\nThat's the right answer."
        ),
        "{said}"
    );
    assert_eq!(world.file("input/2021/day1.answers"), "part1: HI\n");
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    // The part still returns its drawing: the letters recorded are right.
    let verified = stdout(&world.xtask_with_runner(&["verify", "1"], &drawn));
    assert!(
        verified.contains("| 2021 | 1 | 1 | (canonical) | `HI` (read off its drawing) | ✓ |"),
        "{verified}"
    );
    let hl = "#..#.#...\n#..#.#...\n####.#...\n#..#.#...\n#..#.#...\n#..#.####";
    let output = world.xtask_with_runner(&["verify", "1"], &runner_answers(hl));
    let (table, error) = (text(&output.stdout), stderr(&output));
    assert!(
        table.contains("| `HL` (read off its drawing), recorded `HI` | ✗ |"),
        "{table}"
    );
    assert!(
        error.contains("1 answer differs from the recorded one"),
        "{error}"
    );
}

#[test]
fn an_answer_of_several_lines_that_is_no_word_is_never_sent() {
    let world = World::new(&["--answers", "HI,12"]);
    world.write("input/2021/day1.txt", "x\ny\nz\n");
    let broken = HI.replacen("####", "###.", 1);
    let error = stderr(&world.xtask_with_runner(&["submit", "1", "1"], &runner_answers(&broken)));
    assert_eq!(
        error.trim_end(),
        "cargo xtask submit: not sent: day 1 part 1's answer is a drawing that does not read as capital letters: \
         line 1, column 1: expected a capital letter of the site's small font (6 rows tall), found a shape \
         4 columns wide that is none of its letters (the screen reads as ?I)"
    );
    // Pasted whole on the command line, a drawing is refused too.
    let error = stderr(&world.xtask(&["submit", "1", "1", HI]));
    assert!(
        error.contains(
            "not sent: day 1 part 1: an answer of 6 lines is never sent, as the site takes one"
        ),
        "{error}"
    );
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(world.requests().is_empty(), "{:?}", world.requests());
    assert_eq!(world.file("input/2021/day1.submissions"), "");
}

#[test]
fn only_what_the_page_offers_is_sent_and_a_page_older_than_a_star_is_read_once_first() {
    let world = World::new(&[]);
    // A page kept showing part one answered and no part two: it offers no
    // form for part two, and nothing is sent.
    let page = "input/2021/day1.puzzle.html";
    world.write(
        page,
        "<article class=\"day-desc\"><h2>--- Day 1: Kept ---</h2><p>Count.</p></article>\
         <p>Your puzzle answer was <code>3</code>.</p>",
    );
    let error = stderr(&world.xtask(&["submit", "1", "2", "5"]));
    assert!(
        error.contains(
            "not sent: the kept page (input/2021/day1.puzzle.html) offers no answer for part 2 \
             (it shows part 1 answered, and no part 2): the site would not take one; \
             `just read 1 --refresh` reads the page again"
        ),
        "{error}"
    );
    assert!(world.requests().is_empty(), "{:?}", world.requests());

    // The page of the opening, then part one's star: the page kept is older
    // than it, so it is read again once, and shows part two's form.
    std::fs::remove_file(world.path(page)).unwrap();
    stdout(&world.xtask(&["read", "1"]));
    stdout(&world.xtask(&["submit", "1", "1", "3"]));
    let error = stderr(&world.xtask(&["submit", "1", "2", "5"]));
    assert!(
        error.contains("that's not the right answer (too low)"),
        "{error}"
    );
    stdout(&world.xtask(&["submit", "1", "2", "12"]));
    let asked: Vec<String> = world
        .requests()
        .iter()
        .map(|line| {
            line.split(" user-agent")
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert_eq!(
        asked,
        [
            "GET /2021/day/1",
            "POST /2021/day/1/answer",
            "GET /2021/day/1",
            "POST /2021/day/1/answer",
            "POST /2021/day/1/answer",
        ]
    );
}

#[test]
fn a_page_read_again_that_shows_the_part_answered_records_it_and_sends_nothing() {
    // Both parts solved in the browser after part one's star here.
    let world = World::new(&["--solved", "2"]);
    world.write(
        "input/2021/day1.puzzle.html",
        "<article class=\"day-desc\"><h2>--- Day 1: Kept ---</h2><p>Count.</p></article>\
         <form method=\"post\" action=\"1/answer\"><input type=\"hidden\" name=\"level\" value=\"1\"/>\
         <p>Answer: <input type=\"text\" name=\"answer\"/></p></form>",
    );
    world.write(
        "input/2021/day1.submissions",
        "1638335000\tpart1\tright\t0\t3\n",
    );
    let error = stderr(&world.xtask(&["submit", "1", "2", "5"]));
    assert!(
        error.contains("not sent: the stored page shows part 2 answered already: 12"),
        "{error}"
    );
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    assert!(world.file("input/2021/day1.answers").contains("part2: 12"));
}
