//! The notes' text read back, and the verdicts on a run.

use super::*;

#[test]
fn text_of_every_kind_reads_back() {
    let notes = PageNotes {
        examples: vec![Noted {
            input: "a\tb\\c\r\n#1\n".to_owned(),
            parts: [
                vec![Said::shown("x\ty", "It is \"x\ty\".")],
                vec![Said::answer("7", "So 7.")],
            ],
            sizes: vec![SizeNoted {
                name: "steps".to_owned(),
                example: -3,
                input: 100,
                sentence: "After\t3 steps.".to_owned(),
            }],
            candidate_sizes: vec![SizeNoted {
                name: "pairs".to_owned(),
                example: 10,
                input: 1000,
                sentence: "The ten shortest.".to_owned(),
            }],
        }],
    };
    assert_eq!(PageNotes::parse(&notes.to_text()), notes);
    let noted = PageNotes::parse("example\t1\\n\npart3\tanswer\t1\tx\npart1\tmaybe\t2\ty\n");
    assert_eq!(noted.examples[0].parts, [Vec::new(), Vec::new()]);
    assert!(noted.example("1\r\n\r\n").is_some());
}

#[test]
fn a_part_the_page_shows_nothing_of_has_no_verdict() {
    let noted = Noted {
        input: "1\n".to_owned(),
        parts: [vec![Said::shown("3", "Three.")], Vec::new()],
        sizes: Vec::new(),
        candidate_sizes: Vec::new(),
    };
    assert_eq!(noted.judge(2, "3"), None);
    assert_eq!(noted.judge(3, "3"), None);
    let shown = noted.judge(1, " 3\n").unwrap();
    assert_eq!(shown.kind(), "shown");
    assert_eq!(
        shown.said(1, "3"),
        "part 1 on the example gives 3: the page says \"Three.\""
    );
}

#[test]
fn notes_are_found_for_a_days_crate() {
    let root = std::env::temp_dir().join(format!("aoc-common-notes-{}", std::process::id()));
    let notes = PageNotes {
        examples: vec![Noted {
            input: "5\n".to_owned(),
            parts: [vec![Said::shown("5", "Five.")], Vec::new()],
            sizes: Vec::new(),
            candidate_sizes: Vec::new(),
        }],
    };
    std::fs::create_dir_all(root.join("input/2026")).unwrap();
    std::fs::create_dir_all(root.join("crates/2026/day04")).unwrap();
    std::fs::write(PageNotes::path(&root, 2026, 4), notes.to_text()).unwrap();
    assert_eq!(
        PageNotes::for_crate(&root.join("crates/2026/day04")),
        [notes]
    );
    assert!(PageNotes::for_crate(&root.join("crates/2026/day05")).is_empty());
    std::fs::remove_dir_all(&root).unwrap();
}

fn size(name: &str, example: i64, input: i64) -> SizeNoted {
    SizeNoted {
        name: name.to_owned(),
        example,
        input,
        sentence: format!("At {example} {name}."),
    }
}

#[test]
fn the_runs_tried_keep_the_sure_sizes_and_choose_one_candidate_a_name() {
    let noted = Noted {
        sizes: vec![size("width", 11, 101), size("steps", 6, 64)],
        candidate_sizes: vec![
            size("steps", 10, 64),
            size("steps", 50, 64),
            size("y", 3, 50),
        ],
        ..Noted::default()
    };
    let run = |pairs: &[(&str, i64)]| -> Run {
        pairs
            .iter()
            .map(|&(name, value)| (name.to_owned(), value))
            .collect()
    };
    assert_eq!(
        noted.runs_to_try(),
        [
            run(&[("width", 11), ("steps", 10), ("y", 3)]),
            run(&[("width", 11), ("steps", 50), ("y", 3)]),
        ]
    );
    let many = Noted {
        candidate_sizes: (1..=5)
            .map(|value| size("a", value, 0))
            .chain((1..=5).map(|value| size("b", value, 0)))
            .collect(),
        ..Noted::default()
    };
    assert_eq!(many.runs_to_try().len(), 12, "at most twelve runs");
    assert!(Noted::default().runs_to_try().is_empty());
}

#[test]
fn tries_that_miss_the_answer_say_what_each_gave() {
    let noted = Noted {
        candidate_sizes: vec![size("steps", 6, 64), size("steps", 10, 64)],
        ..Noted::default()
    };
    let tried = [
        (vec![("steps".to_owned(), 6)], "15".to_owned()),
        (
            vec![("steps".to_owned(), 10)],
            "an error (no start)".to_owned(),
        ),
    ];
    assert_eq!(
        noted.tries_said(&tried, "16"),
        "The page may run this example at sizes of its own; none of those tried gives 16: \
         at steps 6 it gives 15; at steps 10 it gives an error (no start)."
    );
}
