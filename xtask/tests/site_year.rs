//! A year at once, end to end: `fetch all` and `leaderboard`, against the
//! stand-in site on 127.0.0.1, whose log counts every request and when it
//! came.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{World, stderr, stdout};

/// 2021-12-04T06:00:00Z: days 1 to 4 of 2021 are open.
const DAY4_2021: &str = "1638597600";

#[test]
fn fetch_all_asks_the_calendar_then_only_what_is_missing_a_second_apart() {
    let world = World::new(&["--solved-days", "3", "--day", "4", "--answers", "41,42"]);
    world.write("input/2021/day2.txt", "mine\n");
    world.write("input/2021/day3.answers", "part1: 301\npart2: 302\n");
    let mut env = world.site.env();
    env.push(("XTASK_NOW", DAY4_2021.to_owned()));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let said = stdout(&world.xtask_with(&["fetch", "all"], &env));
    assert!(
        said.contains(
            "2021: 4 days open, 3 with stars on the site; 5 requests to make, a second apart"
        ),
        "{said}"
    );
    for day in [1, 3, 4] {
        assert!(
            said.contains(&format!("saved input/2021/day{day}.txt")),
            "{said}"
        );
    }
    assert_eq!(
        world.file("input/2021/day2.txt"),
        "mine\n",
        "an own input is kept"
    );
    assert_eq!(
        world.file("input/2021/day1.answers"),
        "part1: 101\npart2: 102\n"
    );
    assert_eq!(
        world.file("input/2021/day2.answers"),
        "part1: 201\npart2: 202\n"
    );
    assert!(
        !world.path("input/2021/day3.puzzle.html").exists(),
        "day 3's answers were all recorded"
    );
    assert!(
        !world.path("input/2021/day4.answers").exists(),
        "day 4 has no star"
    );
    let requests = world.requests();
    assert_eq!(requests.len(), 6, "{requests:?}");
    assert!(requests[0].starts_with("GET /2021 "), "{requests:?}");
    let times = world.request_times();
    for pair in times.windows(2) {
        assert!(
            pair[1] - pair[0] >= 1000,
            "requests less than a second apart: {times:?}"
        );
    }
    // Right after: the calendar alone.
    let said = stdout(&world.xtask_with(&["fetch", "all"], &env));
    assert!(
        said.contains("everything is stored already: nothing more was sent")
            && said.contains("nothing to fetch: every input and page is here")
            && !said.contains("0 requests"),
        "{said}"
    );
    assert_eq!(world.requests().len(), 7);
    assert!(world.requests()[6].starts_with("GET /2021 "));
    // What was recorded, `just stars` counts (days 1 to 3, no crate needed).
    let stars = stdout(&world.xtask_with(&["stars"], &env));
    let line = stars
        .lines()
        .find(|line| line.starts_with("2021"))
        .unwrap_or_default();
    assert!(
        line.starts_with("2021  ★★★") && line.ends_with(" 6★"),
        "{stars}"
    );
}

#[test]
fn the_leaderboard_is_fetched_once_in_15_minutes_and_shown_by_score() {
    let world = World::new(&["--board", "4242", "--view-key", "k3y"]);
    let said = stdout(&world.xtask(&["leaderboard", "4242"]));
    assert!(
        said.contains("kept board 4242 in input/settings.toml"),
        "{said}"
    );
    let lines: Vec<&str> = said.lines().collect();
    let first = lines
        .iter()
        .position(|line| line.starts_with("  1)"))
        .unwrap();
    assert!(lines[first].ends_with("(anonymous user #222)"), "{said}");
    assert!(lines[first + 1].ends_with("Ada Owner  (you)"), "{said}");
    assert!(lines[first + 2].ends_with("Bo"), "{said}");
    assert!(
        said.contains("the site allows one fetch every 15 minutes: the next at")
            && said.contains(" UTC)"),
        "{said}"
    );
    // Again within the minute: the kept one, with its age, and no request.
    let again = stdout(&world.xtask(&["leaderboard"]));
    assert!(
        again.contains("(fetched 0 seconds ago") || again.contains("(fetched 1 second ago"),
        "{again}"
    );
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());

    // A view key needs no session cookie, and is never printed.
    let fresh = World::new(&["--board", "4242", "--view-key", "k3y"]);
    let said = stdout(&fresh.xtask_with(
        &["leaderboard", "4242", "--key", "k3y"],
        &[("AOC_BASE_URL", fresh.site.base.as_str())],
    ));
    assert!(said.contains("Ada Owner  (you)"), "{said}");
    assert!(!said.contains("k3y"), "the view key was printed: {said}");
    assert!(
        fresh.requests()[0].contains("view/4242.json"),
        "{:?}",
        fresh.requests()
    );
    let without = World::new(&["--board", "4242"]);
    let error = stderr(&without.xtask_with(
        &["leaderboard", "4242"],
        &[("AOC_BASE_URL", without.site.base.as_str())],
    ));
    assert!(error.contains("no session token"), "{error}");
    assert!(without.requests().is_empty());
}

/// Makes the file at `path` under `world` look `minutes` older.
fn age(world: &World, path: &str, minutes: u64) {
    let file = std::fs::File::options()
        .write(true)
        .open(world.path(path))
        .unwrap();
    let now = std::time::SystemTime::now();
    file.set_modified(now - std::time::Duration::from_secs(minutes * 60))
        .unwrap();
}

#[test]
fn a_new_view_key_is_untried_until_a_fetch_uses_it_and_kept_only_if_it_works() {
    let world = World::new(&["--board", "4242", "--view-key", "k3y"]);
    let base = [("AOC_BASE_URL", world.site.base.as_str())];
    let kept = || world.file("input/settings.toml");
    let said = stdout(&world.xtask_with(&["leaderboard", "4242", "--key", "k3y"], &base));
    assert!(said.contains("the view key given worked"), "{said}");
    assert!(kept().contains("view_key = \"k3y\""), "{}", kept());
    // A wrong key within the quarter hour: the stored board, said to be
    // from before the key, and the key kept apart.
    let said = stdout(&world.xtask_with(&["leaderboard", "--key", "WRONG"], &base));
    assert!(said.contains("Ada Owner"), "{said}");
    assert!(said.contains("The view key given is untried"), "{said}");
    assert!(!said.contains("WRONG"), "the key was printed: {said}");
    assert!(
        kept().contains("view_key = \"k3y\"") && kept().contains("untried_key = \"WRONG\""),
        "{}",
        kept()
    );
    assert_eq!(world.requests().len(), 1);
    // A quarter of an hour on, the next fetch tries it, and it fails: the
    // key that worked stays.
    age(&world, "input/2021/leaderboard-4242.json", 16);
    let error = stderr(&world.xtask_with(&["leaderboard"], &base));
    assert!(error.contains("the view key given was not kept"), "{error}");
    assert_eq!(world.requests().len(), 2);
    assert!(kept().contains("view_key = \"k3y\""), "{}", kept());
    assert!(!kept().contains("WRONG"), "{}", kept());
    // And the quarter hour after that failure, the kept key works again.
    age(&world, "input/2021/leaderboard-4242.failed", 16);
    let said = stdout(&world.xtask_with(&["leaderboard"], &base));
    assert!(said.contains("Ada Owner"), "{said}");
    assert_eq!(world.requests().len(), 3);
}

#[test]
fn the_leaderboard_asks_nothing_before_its_year_opens_and_once_after_a_failure() {
    let world = World::new(&["--board", "4242"]);
    // 2026's first day opens on 2026-12-01 at 05:00 UTC; a day before it:
    let before = "1796014800";
    let env = world.site.env();
    let mut env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    env.push(("XTASK_NOW", before));
    let error = stderr(&world.xtask_with(&["leaderboard", "4242", "--year", "2026"], &env));
    assert!(
        error.contains("board 4242 of 2026 has nothing to show before its first day opens"),
        "{error}"
    );
    assert!(world.requests().is_empty(), "{:?}", world.requests());
    // A board the site does not have: asked once, then not again for 15
    // minutes, saying why.
    let error = stderr(&world.xtask(&["leaderboard", "777"]));
    assert_eq!(world.requests().len(), 1, "{error}");
    let again = stderr(&world.xtask(&["leaderboard", "777"]));
    assert!(
        again.contains("the last fetch of board 777")
            && again.contains("nothing was sent, the next is allowed at"),
        "{again}"
    );
    assert_eq!(world.requests().len(), 1, "{:?}", world.requests());
}

#[test]
fn a_rehearsal_is_refused_in_one_sentence_where_a_kept_file_is_missing() {
    let world = World::new(&[]);
    let env = [("XTASK_NOW", DAY4_2021)];
    // Day 5 is not open at this clock.
    let early = stderr(&world.xtask_with(&["rehearse", "5"], &env));
    assert!(
        early.contains("a rehearsal replays a day that has opened")
            && early.contains("`just rehearse N --year 2020` replays one of last year"),
        "{early}"
    );
    let refused = |what: &str| stderr(&world.xtask_with(&["rehearse", "1"], &env)).contains(what);
    assert!(refused("input/2021/day1.txt is not your own input"));
    world.write("input/2021/day1.txt", "mine\n");
    assert!(refused(
        "input/2021/day1.puzzle.html is not kept: a rehearsal serves the page you had (`just read 1` keeps it)"
    ));
    world.write(
        "input/2021/day1.puzzle.html",
        "<article class=\"day-desc\"><h2>--- Day 1 ---</h2></article>",
    );
    assert!(refused(
        "no answer to part 1 is kept in input/2021/day1.answers"
    ));
    world.write("input/2021/day1.answers", "part1: 3\n");
    assert!(refused("no answer to part 2 is kept"));
    world.write("input/2021/day1.answers", "part1: 3\npart2: 12\n");
    assert!(refused(
        "input/2021/day1.puzzle.html shows part one alone (it was kept before part two appeared)"
    ));
    assert!(world.requests().is_empty(), "{:?}", world.requests());
    assert!(!world.path("target/rehearsal").exists());
}
