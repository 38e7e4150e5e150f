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
