//! Every star's time from the opening, and the private board as its
//! members read it: a local history and the stand-in's board (with star
//! times set here), read by `stars --times`, `leaderboard --day` and
//! `leaderboard --chart`, with nothing sent beyond the board's one fetch.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::time::Duration;

use common::World;
use common::{stderr, stdout};

/// 2021's day 1 opens at this second (05:00 UTC on 2021-12-01); day 2 a
/// day later.
const DAY1: u64 = 1_638_334_800;
const DAY2: u64 = DAY1 + 86_400;

/// A board of three: Ada (the owner, 42) with both stars of day 1 and one
/// of day 2 after 25 hours, an anonymous member with day 1's first, and Cy
/// with none.
fn board_json() -> String {
    format!(
        r#"{{"owner_id":42,"event":"2021","members":{{
        "42":{{"id":42,"name":"Ada","local_score":8,"stars":3,"last_star_ts":{},"completion_day_level":{{
            "1":{{"1":{{"get_star_ts":{},"star_index":1}},"2":{{"get_star_ts":{},"star_index":2}}}},
            "2":{{"1":{{"get_star_ts":{},"star_index":5}}}}}}}},
        "7":{{"id":7,"name":null,"local_score":3,"stars":1,"last_star_ts":{},"completion_day_level":{{
            "1":{{"1":{{"get_star_ts":{},"star_index":0}}}}}}}},
        "9":{{"id":9,"name":"Cy","local_score":0,"stars":0,"last_star_ts":0,"completion_day_level":{{}}}}}}}}"#,
        DAY2 + 90_000,
        DAY1 + 293,
        DAY1 + 500,
        DAY2 + 90_000,
        DAY1 + 200,
        DAY1 + 200,
    )
}

#[test]
fn each_star_s_time_and_the_board_s_days_and_chart_from_what_is_kept() {
    let file = std::env::temp_dir().join(format!("xtask-board-{}.json", std::process::id()));
    std::fs::write(&file, board_json()).unwrap();
    let world = World::new(&["--board", "42", "--board-json", file.to_str().unwrap()]);
    // A board never fetched: one sentence, nothing sent.
    let never = stderr(&world.xtask(&["leaderboard", "--day", "1"]));
    assert!(
        never.contains("no board of 2021 is kept here: `just leaderboard ID`"),
        "{never}"
    );
    // No star yet: the Markdown (for a README) is empty, and the sentence
    // that says why goes to the terminal.
    let none = world.xtask(&["stars", "--markdown"]);
    assert_eq!(stdout(&none), "");
    let said = common::text(&none.stderr);
    assert!(said.contains("no star is recorded yet"), "{said}");
    // Part 1 of day 1 got here (the history says when), day 3's part 1
    // recorded with no time.
    world.write(
        "input/2021/day1.submissions",
        &format!("{}\t1\tright\t0\t3\n", DAY1 + 100),
    );
    world.write("input/2021/day1.answers", "part1: 3\n");
    world.write("input/2021/day3.answers", "part1: 9\n");
    let before = stdout(&world.xtask(&["stars", "--times"]));
    assert!(
        before.contains("   1  00:01:40         -         -"),
        "{before}"
    );
    assert!(
        before.contains("   3         ?         -         -"),
        "{before}"
    );

    stdout(&world.xtask(&["leaderboard", "42"]));
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
    // The history's time where it has one, the board's else.
    let times = stdout(&world.xtask(&["stars", "--times"]));
    assert!(
        times.contains("   1  00:01:40  00:08:20  00:06:40"),
        "{times}"
    );
    assert!(
        times.contains("   2      >24h         -         -"),
        "{times}"
    );
    assert!(
        times.contains("   3         ?         -         -"),
        "{times}"
    );
    assert!(times.contains("? a star with no time kept"), "{times}");
    // The calendar counts the same stars, and says which come from the
    // board alone: day 1's second, day 2's first.
    let stars = stdout(&world.xtask(&["stars"]));
    assert!(stars.contains("2021  ★☆☆"), "{stars}");
    assert!(
        stars.contains("2 of these stars from the board kept for 2021 (as Ada's: `just leaderboard --me ID` names you), with no answer recorded here"),
        "{stars}"
    );
    let markdown = stdout(&world.xtask(&["stars", "--times", "--markdown"]));
    assert!(
        markdown.contains("| 1 | 00:01:40 | 00:08:20 | 00:06:40 |"),
        "{markdown}"
    );
    // The tables in Markdown are the tables of times: --times is implied.
    let alone = stdout(&world.xtask(&["stars", "--markdown"]));
    assert_eq!(alone, markdown);

    let day = stdout(&world.xtask(&["leaderboard", "--day", "1"]));
    assert!(
        day.contains("  1)  00:04:53  00:08:20  00:03:27  Ada  (you)"),
        "{day}"
    );
    assert!(
        day.contains("  2)  00:03:20         -         -  (anonymous user #7)"),
        "{day}"
    );
    assert!(
        day.contains("  3)         -         -         -  Cy"),
        "{day}"
    );
    assert!(day.contains("nothing was sent"), "{day}");

    // A PNG, which a terminal user opens with any image viewer; an SVG
    // on request.
    let chart = stdout(&world.xtask(&["leaderboard", "--chart"]));
    assert!(chart.contains("input/2021/leaderboard-42.png"), "{chart}");
    let png = std::fs::read(world.path("input/2021/leaderboard-42.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let chart = stdout(&world.xtask(&["leaderboard", "--chart", "--svg"]));
    assert!(chart.contains("input/2021/leaderboard-42.svg"), "{chart}");
    let svg = world.file("input/2021/leaderboard-42.svg");
    assert!(svg.starts_with("<svg"), "{svg}");
    for member in ["Ada (you): 8", "(anonymous user #7): 3", "Cy: 0"] {
        assert!(svg.contains(member), "no {member:?} in the chart");
    }
    // Nothing beyond the board's one fetch.
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());

    // Fetched again after 15 minutes, over a board kept before Ada's star
    // of day 2: what changed is said.
    let kept = board_json().replace(r#""2":{"1":{"get_star_ts":"#, r#""9":{"1":{"get_star_ts":"#);
    world.write("input/2021/leaderboard-42.json", &kept);
    std::fs::File::options()
        .write(true)
        .open(world.path("input/2021/leaderboard-42.json"))
        .unwrap()
        .set_modified(std::time::SystemTime::now() - Duration::from_secs(16 * 60))
        .unwrap();
    let again = stdout(&world.xtask(&["leaderboard"]));
    assert!(
        again.contains("Since the board kept before")
            && again.contains("  Ada got day 2's first star\n"),
        "{again}"
    );
    assert_eq!(world.requests().len(), 2, "{:?}", world.requests());
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn each_star_s_time_is_written_into_a_readme_between_its_lines() {
    let world = World::new(&[]);
    world.write(
        "input/2021/day1.submissions",
        &format!("{}\t1\tright\t0\t3\n", DAY1 + 100),
    );
    world.write("input/2021/day1.answers", "part1: 3\n");
    // No place for the tables: the two lines are added at the end, with the
    // tables between them, and that is said (--times implied by --readme).
    world.write("NOTES.md", "# Mine\n\nno place for it\n");
    let said = stdout(&world.xtask(&["stars", "--readme", "NOTES.md"]));
    assert!(
        said.contains(
            "NOTES.md had no place for the tables: added the lines <!-- stars:start --> and <!-- stars:end --> at its end"
        ) && said.contains("wrote each star's time into NOTES.md"),
        "{said}"
    );
    let notes = world.file("NOTES.md");
    assert!(
        notes.starts_with("# Mine\n\nno place for it\n\n<!-- stars:start -->\n")
            && notes.contains("| 1 | 00:01:40 | - | - |")
            && notes.ends_with("<!-- stars:end -->\n"),
        "{notes}"
    );
    // The README's own recipe table quotes the markers: a quote is no
    // place, and stays as it is, the lines added after it.
    let quoted = "| `just stars --times --readme FILE` | between `<!-- stars:start -->` and `<!-- stars:end -->` |\n";
    world.write("NOTES.md", quoted);
    stdout(&world.xtask(&["stars", "--times", "--readme", "NOTES.md"]));
    let notes = world.file("NOTES.md");
    assert!(
        notes.starts_with(&format!("{quoted}\n<!-- stars:start -->\n")),
        "{notes}"
    );
    // One line without the other: where the tables go is not known.
    let half = "# Mine\n\n<!-- stars:start -->\nold\n";
    world.write("NOTES.md", half);
    let refused = stderr(&world.xtask(&["stars", "--times", "--readme", "NOTES.md"]));
    assert!(
        refused.contains("NOTES.md has no place for the tables, and was left as it is: the file has no line `<!-- stars:end -->`"),
        "{refused}"
    );
    assert_eq!(world.file("NOTES.md"), half);
    world.write(
        "NOTES.md",
        "# Mine\n\n<!-- stars:start -->\nold\n<!-- stars:end -->\n\nafter\n",
    );
    let said = stdout(&world.xtask(&["stars", "--times", "--readme", "NOTES.md"]));
    assert!(
        said.contains("wrote each star's time into NOTES.md"),
        "{said}"
    );
    let notes = world.file("NOTES.md");
    assert!(
        notes.contains("| 1 | 00:01:40 | - | - |")
            && !notes.contains("old")
            && notes.ends_with("<!-- stars:end -->\n\nafter\n"),
        "{notes}"
    );
    assert!(world.requests().is_empty());
}
