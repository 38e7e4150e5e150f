//! End to end, in a throwaway copy of the workspace (`just check-workflow`
//! runs these): the recipes that talk to the site, against the stand-in on
//! 127.0.0.1 (no test reaches anything else), and what they record for
//! `just verify` and `just stars`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::time::{Duration, Instant};

use common::{TOKEN, Workspace, ok, refused, said, with_site};

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_refusal_comes_at_once_before_the_site_client_is_built() {
    let workspace = Workspace::new();
    let started = Instant::now();
    let out =
        refused(&workspace.just_with(&["read", "21"], &[("AOC_BASE_URL", "http://127.0.0.1:9")]));
    assert!(out.contains("no session token"), "{out}");
    assert!(!out.contains("compiling the tools"), "{out}");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn fetch_read_and_submit_record_what_verify_and_stars_see() {
    let workspace = Workspace::new();
    let site = workspace.stand_in(
        "Player 1 starting position: 9\nPlayer 2 starting position: 4\n",
        &[
            "--day",
            "21",
            "--answers",
            "998088,306621346123766",
            "--wrong-wait",
            "0",
        ],
    );
    let out = ok(&with_site(&workspace, &site, &["fetch", "21"]));
    assert!(out.contains("saved input/2021/day21.txt"), "{out}");
    let out = ok(&workspace.just(&["run", "21"]));
    assert!(out.contains("Day 21 - Part 1 : 998088"), "{out}");
    // A clock set ahead of this machine's is ignored, and said once, though
    // the plain build of the tools runs again with the site client.
    let ahead = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 86_400)
        .to_string();
    let mut env = site.env();
    env.push(("XTASK_NOW", ahead));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let out = ok(&workspace.just_with(&["read", "21"], &env));
    assert!(out.contains("[code block 1]"), "{out}");
    assert_eq!(
        out.matches("later than this machine's clock: ignored")
            .count(),
        1,
        "{out}"
    );
    let before = site.requests().len();
    ok(&with_site(&workspace, &site, &["read", "21"]));
    assert_eq!(
        site.requests().len(),
        before,
        "a stored page was fetched again"
    );

    let out = ok(&with_site(&workspace, &site, &["submit", "21", "1"]));
    assert!(out.contains("day 21 part 1: 998088"), "{out}");
    assert!(
        workspace
            .file("input/2021/day21.answers")
            .contains("part1: 998088\n")
    );
    let out = refused(&with_site(&workspace, &site, &["submit", "21", "2", "100"]));
    assert!(out.contains("too low"), "{out}");
    let before = site.requests().len();
    let out = refused(&with_site(&workspace, &site, &["submit", "21", "2", "50"]));
    assert!(out.contains("not sent: 50 cannot be right"), "{out}");
    assert_eq!(
        site.requests().len(),
        before,
        "a refused answer reached the site"
    );
    ok(&with_site(&workspace, &site, &["submit", "21", "2"]));
    let out = ok(&workspace.just(&["verify", "21"]));
    assert!(out.matches("| ✓ |").count() >= 5, "{out}");
    for request in site.requests() {
        assert!(
            request.contains("user-agent=advent-of-code xtask"),
            "{request}"
        );
    }
    let stars = ok(&workspace.just(&["stars"]));
    let line = stars.lines().find(|line| line.starts_with("2021")).unwrap();
    assert!(
        line.ends_with(" 2★") && line.chars().nth(30) == Some('★'),
        "{stars}"
    );
    workspace.assert_clean("reading and submitting");
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn start_waits_for_the_opening_then_scaffolds_and_fetches() {
    let workspace = Workspace::new();
    let site = workspace.stand_in("d\ne\n", &["--day", "9", "--answers", "1,2"]);
    // Three seconds before 2021's day 9 opens (2021-12-09T05:00:00Z).
    let now = (1_639_026_000 - 3).to_string();
    let mut env = site.env();
    env.push(("XTASK_NOW", now));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let started = Instant::now();
    let out = ok(&workspace.just_with(&["start", "9"], &env));
    assert!(
        started.elapsed() >= Duration::from_secs(3),
        "it did not wait"
    );
    assert!(
        out.contains("created crates/day09 and registered day 9 of 2021"),
        "{out}"
    );
    assert!(out.contains("saved input/2021/day9.txt"), "{out}");
    assert_eq!(site.requests().len(), 2, "{:?}", site.requests());
    // The example's test runs at once; not solved yet, it says so in the
    // run's words and fails nothing, alone as in a whole run.
    assert!(out.contains("part 1: 3 for example.txt"), "{out}");
    let test = ok(&workspace.just(&["test", "9"]));
    assert!(
        test.contains("Day 9 - Part 1 : not solved yet (write it in the day crate's src/lib.rs)"),
        "{test}"
    );
    let all = ok(&workspace.just(&["test"]));
    assert!(
        all.contains(
            "○ day 9 of 2021: parts 1 and 2 not solved yet (write it in the day crate's src/lib.rs), which fails nothing"
        ) && all.contains("1 of the days not solved yet"),
        "{all}"
    );
    // A part that gives another answer on the example than the page does
    // is not sent, and the site's minute is kept; `--force` sends it.
    let lib = "crates/day09/src/lib.rs";
    workspace.edit(
        lib,
        "Err(NotSolved { day: 9, part: 1 })",
        "Ok(input.lines.len() as u64 + 1)",
    );
    let before = site.requests().len();
    let out = refused(&with_site(&workspace, &site, &["submit", "9", "1"]));
    assert!(
        out.contains("not sent: part 1 on the example gives 4, where the page gives 3")
            && out.contains("`just submit 9 1 --force` sends it anyway"),
        "{out}"
    );
    assert_eq!(site.requests().len(), before, "a request was sent");
    // The wrong answer fails the test, which says where the 3 came from,
    // and how to change it.
    let test = refused(&workspace.just(&["test", "9"]));
    assert!(
        test.contains("EXAMPLES[0], part 1: expected 3, got 4")
            && test.contains("from: \"In this example, there are 3 lines.\"")
            && test.contains("change part1 of EXAMPLES[0] in crates/day09/src/lib.rs"),
        "{test}"
    );
    let out = refused(&with_site(
        &workspace,
        &site,
        &["submit", "9", "1", "--force"],
    ));
    assert!(out.contains("not the right answer"), "{out}");
    assert_eq!(site.requests().len(), before + 1);
}

/// A page of the stand-in's day written here, whose part one shows values
/// of the example's output but no answer the tools can be sure of: the
/// count the question asks for is not the one shown.
const IN_DOUBT: &str = "<article class=\"day-desc\"><h2>--- Day 9: Stand-in ---</h2>\
    <p>The elves keep a report of lines (your puzzle input).</p>\
    <p>For example, suppose the report were:</p>\n<pre><code>a\nb\nc\n</code></pre>\n\
    <p>After <code>1</code> line, the count is <code><em>1</em></code>; after all <code>3</code>, \
    it is <code><em>3</em></code>.</p>\
    <p><em>How many lines</em> are in the first <code>1000</code> of your report?</p></article>";

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_run_on_the_example_says_what_the_page_shows_and_fails_on_none() {
    let workspace = Workspace::new();
    let site = workspace.stand_in_serving(
        IN_DOUBT,
        "x\ny\nz\n",
        &["--day", "9", "--answers", "3,6", "--wrong-wait", "0"],
    );
    let out = ok(&with_site(&workspace, &site, &["start", "9"]));
    assert!(
        out.contains(
            "part 1: the page shows values of its output (1, 3) and no answer this tool is sure of"
        ),
        "{out}"
    );
    assert!(
        out.contains("examples::part1 says which of them yours gives"),
        "{out}"
    );
    let notes = workspace.file("input/2021/day9.examples");
    assert!(notes.contains("part1\tshown\t3\t"), "{notes}");
    // One off: said, and failed on nowhere.
    let lib = "crates/day09/src/lib.rs";
    workspace.edit(
        lib,
        "Err(NotSolved { day: 9, part: 1 })",
        "Ok(input.lines.len() as u64 + 1)",
    );
    let test = ok(&workspace.just(&["test", "9"]));
    assert!(
        test.contains(
            "note: EXAMPLES[0]: 4 is not a value the page shows of part 1 for this example (it shows 1 and 3)"
        ),
        "{test}"
    );
    // docs/examples.md shows this line and the one further down.
    let run = said(&workspace.just(&["run", "9", "-i", "crates/day09/example.txt"]));
    assert!(
        run.contains(
            "note: 4 is not a value the page shows of part 1 for this example (it shows 1 and 3)\n"
        ),
        "{run}"
    );
    let json = ok(&workspace.just(&[
        "run",
        "9",
        "-p",
        "1",
        "-i",
        "crates/day09/example.txt",
        "--message-format",
        "json",
    ]));
    assert!(json.contains("\"page\":\"not shown\""), "{json}");
    let out = refused(&with_site(&workspace, &site, &["submit", "9", "1"]));
    assert!(
        out.contains("note: 4 is not a value the page shows")
            && out.contains("not the right answer"),
        "{out}"
    );
    // Right: the sentence that shows it.
    workspace.edit(
        lib,
        "Ok(input.lines.len() as u64 + 1)",
        "Ok(input.lines.len() as u64)",
    );
    let test = ok(&workspace.just(&["test", "9"]));
    assert!(
        test.contains(
            "note: EXAMPLES[0]: part 1 on the example gives 3: the page says \"After 1 line"
        ),
        "{test}"
    );
    let run = said(&workspace.just(&["run", "9", "-i", "crates/day09/example.txt"]));
    assert!(
        run.contains(
            "note: part 1 on the example gives 3: the page says \"After 1 line, the count is 1; after all 3, it is 3.\"\n"
        ),
        "{run}"
    );
    let out = ok(&with_site(&workspace, &site, &["submit", "9", "1"]));
    assert!(
        out.contains("part 1 on the example gives 3: the page says")
            && out.contains("That's the right answer"),
        "{out}"
    );
}

/// The commands "Next:" lists in `out`, without what each does.
fn next_steps(out: &str) -> Vec<String> {
    let next = out.split("\nNext:\n").nth(1).unwrap_or_default();
    next.lines()
        .filter_map(|line| line.strip_prefix("  "))
        .map(|line| line.split("  ").next().unwrap_or_default().to_owned())
        .collect()
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn next_offers_a_part_to_submit_from_what_it_really_comes_to() {
    let workspace = Workspace::new();
    let site = workspace.stand_in(
        "x\ny\nz\n",
        &["--day", "9", "--answers", "3,6", "--wrong-wait", "0"],
    );
    let out = ok(&with_site(&workspace, &site, &["start", "9"]));
    assert!(
        !next_steps(&out).contains(&"just submit 9 1".to_owned())
            && out.contains("Part 1 is not written yet: write part1 in crates/day09/src/lib.rs"),
        "{out}"
    );
    let lib = "crates/day09/src/lib.rs";
    workspace.edit(
        lib,
        "Err(NotSolved { day: 9, part: 1 })",
        "Ok(input.lines.len() as u64)",
    );
    let out = ok(&with_site(&workspace, &site, &["read", "9"]));
    assert!(
        next_steps(&out).contains(&"just submit 9 1".to_owned())
            && out.contains("sends part 1's answer, 3 (your solution's, on your input)"),
        "{out}"
    );
    ok(&with_site(&workspace, &site, &["submit", "9", "1"]));
    // Part two shown: offered from what it comes to when run, however its
    // code reads: not written yet, not building, then an answer.
    let mut part2 = "Err(NotSolved { day: 9, part: 2 })";
    for (code, offered, said) in [
        (
            "Err(aoc_common::NotSolved { day: 9, part: 2 })",
            false,
            "Part 2 is not written yet: write part2 in crates/day09/src/lib.rs",
        ),
        (
            "Err(aoc_common::NotSolved { day: 9, part: 2 }) +",
            false,
            "Part 2 cannot run yet: day 9 of 2021 does not compile (day09)",
        ),
        (
            "Ok(6)",
            true,
            "sends part 2's answer, 6 (your solution's, on your input)",
        ),
    ] {
        workspace.edit(lib, part2, code);
        part2 = code;
        let out = ok(&with_site(&workspace, &site, &["read", "9"]));
        assert_eq!(
            next_steps(&out).contains(&"just submit 9 2".to_owned()),
            offered,
            "{code}: {out}"
        );
        assert!(out.contains(said), "{code}: {out}");
    }
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn the_last_day_has_one_puzzle_and_its_last_star_is_recorded() {
    let workspace = Workspace::new();
    // Day 25 solved on the site, both stars, every other day too.
    let site = workspace.stand_in(
        "v.>\n",
        &[
            "--day",
            "25",
            "--answers",
            "58,",
            "--solved",
            "2",
            "--solved-days",
            "24",
        ],
    );
    let env = site.env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let out = ok(&workspace.just_with(&["start", "25"], &env));
    assert!(out.contains("created crates/day25"), "{out}");
    assert!(
        out.contains("recorded part 1's answer 58")
            && out.contains("recorded the last star of 2021"),
        "{out}"
    );
    let next = out.split("\nNext:").nth(1).unwrap_or_default();
    assert!(!next.contains("just submit"), "{out}");
    // One puzzle: no part 2 to write, run, verify or benchmark.
    let lib = workspace.file("crates/day25/src/lib.rs");
    assert!(
        !lib.contains("fn part2") && lib.contains("aoc_common::test_examples!(part1 only);"),
        "{lib}"
    );
    assert!(!workspace.root.join("src/year2021/day25.rs").exists());
    let run = said(&workspace.just(&["run", "25"]));
    assert!(
        run.contains("Day 25 - Part 1 :") && !run.contains("Part 2"),
        "{run}"
    );
    let all = said(&workspace.just(&["run-all"]));
    assert!(!all.contains("| 2021 | 25 | 2 |"), "{all}");
    // The scaffold is lint-clean as it is.
    ok(&workspace.run("cargo", &["fmt", "--check", "-p", "day25"], &[]));
    ok(&workspace.run(
        "cargo",
        &[
            "clippy",
            "-p",
            "day25",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        &[],
    ));
    workspace.write(
        "crates/day25/src/lib.rs",
        &lib.replace("Err(NotSolved { day: 25, part: 1 })", "Ok(58)"),
    );
    let verify = ok(&workspace.just(&["verify", "25"]));
    assert!(
        verify.contains("| 2021 | 25 | 1 | (canonical) | `58` | ✓ |"),
        "{verify}"
    );
    assert!(!verify.contains("| 2021 | 25 | 2 |"), "{verify}");
    let stars = ok(&workspace.just(&["stars"]));
    let line = stars
        .lines()
        .find(|line| line.starts_with("2021"))
        .unwrap_or_default();
    assert!(line.contains('★') && line.ends_with(" 2★"), "{stars}");
}

/// A page of day 9 as a user keeps it once both stars are in (written here,
/// in the site's markup): part one's article, its answer, part two's.
const KEPT_PAGE: &str = "<article class=\"day-desc\"><h2>--- Day 9: Kept ---</h2>\
    <p>The elves keep a list of lines (your puzzle input).</p><p>For example:</p>\n\
    <pre><code>a\nb\nc\n</code></pre>\n\
    <p>In this example, there are <code><em>3</em></code> lines.</p>\
    <p><em>How many lines</em> are there?</p></article>\
    <p>Your puzzle answer was <code>4</code>.</p>\
    <article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
    <p>Now count the characters.</p><p>In the example above, there are <code><em>6</em></code>.</p>\
    <p><em>How many characters</em> are there?</p></article>\
    <p>Your puzzle answer was <code>8</code>.</p>\
    <p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p>";

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn a_rehearsal_replays_a_past_day_in_a_copy_with_nothing_sent() {
    let workspace = Workspace::new();
    workspace.write("input/2021/day9.puzzle.html", KEPT_PAGE);
    workspace.write("input/2021/day9.txt", "w\nx\ny\nz\n");
    workspace.write("input/2021/day9.answers", "part1: 4\npart2: 8\n");
    let before = workspace.snapshot();
    // No site is set up: whatever the rehearsal asks, it asks its stand-in.
    let script = "just start 9 && just submit 9 1 4 && just read 9 && just submit 9 2 9; \
                  just submit 9 2 8; true";
    let out = ok(&workspace.just_with(
        &["rehearse", "9", "--lead", "3", "--run", script],
        &[
            ("AOC_BASE_URL", "http://127.0.0.1:9"),
            ("AOC_SESSION", TOKEN),
        ],
    ));
    // The countdown from before the opening, the page as it was then (part
    // one alone), its example into the new crate's tests.
    assert!(
        out.contains("day 9 of 2021 opens in ") && out.contains("day 9 of 2021 is open."),
        "{out}"
    );
    assert!(
        out.contains("created crates/day09 and registered day 9 of 2021"),
        "{out}"
    );
    assert!(
        out.contains("part 1: 3 for example.txt, from \"In this example, there are 3 lines.\""),
        "{out}"
    );
    // Your kept answers are the verdict; part two appears once part one is
    // right; a wrong answer gets the site's words and its wait.
    assert!(out.contains("That's the right answer."), "{out}");
    assert!(out.contains("Now count the characters."), "{out}");
    assert!(
        out.contains("that's not the right answer (too high). Wait 1m"),
        "{out}"
    );
    assert!(
        out.contains("not sent: the site asked to wait before the next answer"),
        "{out}"
    );
    assert!(
        out.contains("The rehearsal of day 9 of 2021 is over:")
            && out.contains("  part 1: right at 00:00:")
            && out.contains("  part 2: not right yet, 1 tried"),
        "{out}"
    );
    assert!(!out.contains(TOKEN), "{out}");
    // Your own tree is as it was: no crate, the kept files untouched.
    assert_eq!(workspace.snapshot(), before);
    workspace.assert_clean("a rehearsal");
    let log = workspace.file("target/rehearsal/site.log");
    assert!(log.contains("GET /2021/day/9/input"), "{log}");
}

/// A page of the stand-in's day written here, in the site's markup: part
/// one's small example, then a larger one, each with its answer; part two
/// gives an answer for each, the larger's in a sentence that names it by
/// its place and its size.
const TWO_EXAMPLES: &str = "<article class=\"day-desc\"><h2>--- Day 9: Gear Chains ---</h2>\
    <p>Each line of the manual (your puzzle input) links two gears by their numbers.</p>\
    <p>For example:</p>\n<pre><code>1 2\n2 3\n</code></pre>\n\
    <p>This chain has <code><em>4</em></code> teeth in mesh.</p>\
    <p>Here is a larger example:</p>\n<pre><code>1 2\n2 3\n3 4\n4 5\n5 1\n</code></pre>\n\
    <p>Here, <code><em>9</em></code> teeth are in mesh.</p>\
    <p><em>How many teeth</em> are in mesh in your manual?</p></article>\
    <p>Your puzzle answer was <code>310</code>.</p>\
    <article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
    <p>Some gears turn backwards.</p>\
    <p>In the first example, <code><em>5</em></code> teeth turn backwards. \
    In the second, larger example, <code><em>11</em></code> do.</p>\
    <p><em>How many teeth</em> turn backwards in your manual?</p></article>\
    <p>Your puzzle answer was <code>500</code>.</p>";

/// The entry of the `EXAMPLES` table in `lib` whose input is the file
/// `name`.
fn entry_of<'a>(lib: &'a str, name: &str) -> &'a str {
    let table = lib.find("const EXAMPLES").unwrap_or(0);
    let at = lib[table..]
        .find(&format!("include_str!(\"../{name}\")"))
        .map(|at| table + at)
        .unwrap_or_else(|| panic!("no entry of {name} in {lib}"));
    let end = lib[at..].find('}').map_or(lib.len(), |end| at + end);
    &lib[at..end]
}

#[test]
#[ignore = "end to end: `just check-workflow` runs it"]
fn start_then_read_give_part_twos_answers_to_the_rows_their_sentences_name() {
    let workspace = Workspace::new();
    let site = workspace.stand_in_serving(
        TWO_EXAMPLES,
        "12 40\n40 7\n7 12\n",
        &["--day", "9", "--answers", "310,500", "--wrong-wait", "0"],
    );
    // At the opening: part one alone, its last answer with the larger
    // example, which is example.txt; the smaller is a row of its own.
    let out = ok(&with_site(&workspace, &site, &["start", "9"]));
    assert!(out.contains("part 1: 9 for example.txt"), "{out}");
    assert!(out.contains("part 1: 4 for example2.txt"), "{out}");
    // Part one's star, then the page read again, part two beside it.
    ok(&with_site(&workspace, &site, &["submit", "9", "1", "310"]));
    assert!(
        workspace.file("input/2021/day9.answers").contains("310"),
        "part one was not accepted"
    );
    let out = ok(&with_site(&workspace, &site, &["read", "9"]));
    let lib = "crates/day09/src/lib.rs";
    assert!(out.contains("part 2: 11 for example.txt"), "{out}");
    assert!(out.contains("part 2: 5 for example2.txt"), "{out}");
    let text = workspace.file(lib);
    assert!(
        entry_of(&text, "example.txt").contains("part2: Some(\"11\")"),
        "{text}"
    );
    assert!(
        entry_of(&text, "example2.txt").contains("part2: Some(\"5\")"),
        "{text}"
    );
    assert!(!text.contains("example3.txt"), "{text}");
}
