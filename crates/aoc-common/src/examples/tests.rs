use super::*;
use crate::{NotSolved, ParseError, records};

fn numbers(input: &str) -> Result<Vec<u32>, ParseError> {
    records(input, |line| line.number())
}

// The parsed input is a `Vec`, so the part takes `&Vec`.
#[allow(clippy::ptr_arg)]
fn sum(numbers: &Vec<u32>) -> u32 {
    numbers.iter().sum()
}

const EXAMPLES: &[Example] = &[
    Example {
        input: "1\n2\n",
        part1: Some("3"),
        part2: None,
    },
    Example {
        input: "5\n",
        part1: Some("5"),
        part2: None,
    },
];

/// The message `check` fails with, or `None` if it passes.
fn failure(check: impl FnOnce() + std::panic::UnwindSafe) -> Option<String> {
    let payload = std::panic::catch_unwind(check).err()?;
    payload.downcast_ref::<String>().cloned()
}

#[test]
fn right_answers_pass() {
    assert_eq!(failure(|| parse_all(EXAMPLES, numbers)), None);
    assert_eq!(failure(|| check(EXAMPLES, 1, numbers, sum)), None);
}

#[test]
fn failures_name_the_example_and_the_part() {
    let wrong = [
        EXAMPLES[0],
        Example {
            part1: Some("6"),
            ..EXAMPLES[1]
        },
    ];
    assert_eq!(
        failure(|| check(&wrong, 1, numbers, sum)).as_deref(),
        Some("EXAMPLES[1], part 1: expected 6, got 5")
    );
    // No answer for part 2: each example is run, and nothing fails
    // but a part that fails.
    assert_eq!(failure(|| check(EXAMPLES, 2, numbers, sum)), None);
    let failing = |_: &Vec<u32>| Err::<u32, _>(crate::NoAnswer::new("no pair"));
    assert_eq!(
        failure(|| check(EXAMPLES, 2, numbers, failing)).as_deref(),
        Some("EXAMPLES[0], part 2 failed: no answer: no pair")
    );
    let unsolved_two = |_: &Vec<u32>| Err::<u32, _>(NotSolved { day: 1, part: 2 });
    assert_eq!(failure(|| check(EXAMPLES, 2, numbers, unsolved_two)), None);
    // With its answers given, a part not solved yet fails nothing either:
    // it is said, as `just run` says it.
    let unsolved = |_: &Vec<u32>| Err::<u32, _>(NotSolved { day: 1, part: 1 });
    assert_eq!(failure(|| check(EXAMPLES, 1, numbers, unsolved)), None);
    let bad = [Example {
        input: "1\nx\n",
        ..EXAMPLES[0]
    }];
    assert_eq!(
        failure(|| parse_all(&bad, numbers)).as_deref(),
        Some(
            "EXAMPLES[0] does not parse: line 2, column 1: expected an unsigned 32-bit integer, found \"x\""
        )
    );
}

#[test]
fn a_part_not_solved_is_written_down_where_the_run_asks() {
    let log = std::env::temp_dir().join(format!("aoc-common-not-solved-{}", std::process::id()));
    let _ = std::fs::remove_file(&log);
    assert!(!log_not_solved(None, 1));
    assert!(log_not_solved(Some(log.as_os_str()), 2));
    assert!(log_not_solved(Some(log.as_os_str()), 1));
    assert_eq!(std::fs::read_to_string(&log).unwrap(), "part 2\npart 1\n");
    std::fs::remove_file(&log).unwrap();
    // Where no run asked (as here: `cargo test` sets no log), a part not
    // solved yet is said in the runner's words, and fails nothing.
    assert_eq!(std::env::var_os(NOT_SOLVED_LOG), None);
    assert_eq!(
        as_run_says_it(NotSolved { day: 1, part: 2 }),
        "Day 1 - Part 2 : not solved yet (write it in the day crate's src/lib.rs)"
    );
}

/// How many of the numbers are below the limit: 10 on your input.
// The parsed input is a `Vec`, so the part takes `&Vec`.
#[allow(clippy::ptr_arg)]
fn below(numbers: &Vec<u32>, sizes: Sizes) -> usize {
    let limit = sizes.or("limit", 10);
    numbers.iter().filter(|&&n| n < limit).count()
}

/// The tools' notes of a page whose example's answer for part 1 is 6,
/// read from a sentence.
#[cfg(feature = "notes")]
fn notes_of_the_page() -> Vec<page::PageNotes> {
    vec![page::PageNotes {
        examples: vec![page::Noted {
            input: "1\n2\n3\n".to_owned(),
            parts: [
                vec![page::Said::answer("6", "In this example, the sum is 6.")],
                Vec::new(),
            ],
            ..page::Noted::default()
        }],
    }]
}

#[test]
#[cfg(feature = "notes")]
fn a_failure_quotes_the_sentence_the_answer_was_read_from() {
    let notes = notes_of_the_page();
    let said = |input: &str, expected: &str| read_from(&notes, "src/lib.rs", 1, input, 1, expected);
    assert_eq!(
        said("1\n2\n3", "6"),
        "\n6 is the answer the puzzle page gave, as the tools read it from: \"In this example, the sum is 6.\"\n\
         If the page means another answer for this example, change part1 of EXAMPLES[1] in src/lib.rs \
         (and the comment above it); None leaves it unchecked."
    );
    assert_eq!(said("1\n2\n3\n", "7"), "", "changed since");
    assert_eq!(said("4\n", "6"), "", "not an example of the page");
}

/// A day's crate as the tools leave it, with the page's notes beside it,
/// whose test is the one running (a day's tests run in its crate's folder).
#[cfg(feature = "notes")]
fn in_a_day_with_notes(check: impl FnOnce() + std::panic::UnwindSafe) -> Option<String> {
    let root = std::env::temp_dir().join(format!("aoc-common-hint-{}", std::process::id()));
    let crate_dir = root.join("crates/day04");
    std::fs::create_dir_all(&crate_dir).unwrap();
    std::fs::create_dir_all(root.join("input/2021")).unwrap();
    std::fs::write(
        page::PageNotes::path(&root, 2021, 4),
        notes_of_the_page()[0].to_text(),
    )
    .unwrap();
    let here = std::env::current_dir().unwrap();
    std::env::set_current_dir(&crate_dir).unwrap();
    let said = failure(check);
    std::env::set_current_dir(here).unwrap();
    std::fs::remove_dir_all(&root).unwrap();
    said
}

#[test]
#[cfg(feature = "notes")]
fn the_failing_example_s_hint_survives_a_row_with_sizes() {
    let sized = [ExampleAt {
        input: "1\n2\n3\n",
        part1: Some("6"),
        part2: None,
        at: &[("limit", 3)],
    }];
    // Wrong at the example's sizes: two numbers are below the limit.
    let said = in_a_day_with_notes(|| check_part(&sized, 1, numbers, below)).unwrap();
    assert!(
        said.starts_with("EXAMPLES[0] (at limit 3), part 1: expected 6, got 2\n")
            && said.contains("as the tools read it from: \"In this example, the sum is 6.\""),
        "{said}"
    );
}

#[test]
fn a_part_runs_at_its_row_s_sizes_and_at_yours_elsewhere() {
    let sized = [ExampleAt {
        input: "1\n5\n9\n",
        part1: Some("2"),
        part2: None,
        at: &[("limit", 6)],
    }];
    assert_eq!(failure(|| check_part(&sized, 1, numbers, below)), None);
    let unsized_row = [ExampleAt {
        at: &[],
        ..sized[0]
    }];
    assert_eq!(
        failure(|| check_part(&unsized_row, 1, numbers, below)).as_deref(),
        Some("EXAMPLES[0], part 1: expected 2, got 3")
    );
    // A part of the older form, which reads its sizes off the thread.
    #[allow(deprecated)]
    let older = |numbers: &Vec<u32>| {
        let limit = crate::example_or("limit", 10);
        numbers.iter().filter(|&&n| n < limit).count()
    };
    assert_eq!(failure(|| check(&sized, 1, numbers, older)), None);
    assert_eq!(failure(|| check_part(&sized, 1, numbers, older)), None);
}

#[test]
fn a_drawing_meets_its_letters_and_a_failure_says_what_it_reads_as() {
    // The input is the screen's rows, and the part draws it back.
    let screen = |input: &str| Ok::<_, ParseError>(input.to_owned());
    let drawn = |rows: &String| rows.clone();
    let hi = ".#..#.###\n.#..#..#.\n.####..#.\n.#..#..#.\n.#..#..#.\n.#..#.###\n";
    let as_letters = [Example {
        input: hi,
        part1: Some("HI"),
        part2: None,
    }];
    assert_eq!(failure(|| check(&as_letters, 1, screen, drawn)), None);
    let as_drawn = [Example {
        input: "HI",
        part1: Some(hi),
        part2: None,
    }];
    assert_eq!(failure(|| check(&as_drawn, 1, screen, drawn)), None);
    let other = [Example {
        part1: Some("HL"),
        ..as_letters[0]
    }];
    assert_eq!(
        failure(|| check(&other, 1, screen, drawn)).as_deref(),
        Some(
            format!(
                "EXAMPLES[0], part 1: expected HL, got a drawing that reads as HI\ngot:\n{}",
                hi.trim_end()
            )
            .as_str()
        )
    );
    let broken = ".#..#.###\n.#..#..#.\n.###...#.\n.#..#..#.\n.#..#..#.\n.#..#.###\n";
    let unread = [Example {
        input: broken,
        part1: Some("HI"),
        part2: None,
    }];
    let said = failure(|| check(&unread, 1, screen, drawn)).unwrap_or_default();
    assert!(
        said.starts_with(
            "EXAMPLES[0], part 1: expected HI, got a drawing that does not read as letters (line 1, column 2: \
             expected a capital letter of the site's small font (6 rows tall), found a shape 4 columns wide \
             that is none of its letters (the screen reads as ?I))\ngot:\n.#..#.###\n"
        ),
        "{said}"
    );
}

/// A day whose input borrows the text it was read from: `test_examples!`
/// checks it as it checks one that owns its input (its tests run among
/// these as `borrowing_day::examples::…`).
mod borrowing_day {
    use crate::examples::Example;
    use crate::{ParseError, records};

    pub type Input = Vec<&'static str>;

    pub fn parse(input: &'static str) -> Result<Input, ParseError> {
        records(input, |line| line.word())
    }

    pub fn part1(words: &Input) -> usize {
        words.iter().map(|word| word.len()).sum()
    }

    pub fn part2(words: &Input) -> String {
        words.concat()
    }

    pub const EXAMPLES: &[Example] = &[Example {
        input: "ab\ncde\n",
        part1: Some("5"),
        part2: Some("abcde"),
    }];

    crate::test_examples!();
}

#[test]
fn an_input_that_borrows_its_text_is_checked_as_one_that_owns_it() {
    let first_word = |words: &Vec<&'static str>| words[0].len();
    let words = |input: &'static str| records(input, |line| line.word());
    assert_eq!(
        failure(|| check(EXAMPLES, 1, words, first_word)).as_deref(),
        Some("EXAMPLES[0], part 1: expected 3, got 1")
    );
}
