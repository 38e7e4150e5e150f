use super::*;

/// A `solution` line of day 21 of 2021's part 2 `table`, which came to
/// `outcome`.
fn table(outcome: Outcome, page: Option<PageSays>) -> Message {
    Message::Solution(Run {
        year: 2021,
        day: 21,
        part: Part::Two,
        name: Some("table".to_owned()),
        outcome,
        page,
    })
}

fn answer(answer: &str) -> Outcome {
    Outcome::answer(
        answer.to_owned(),
        Duration::from_nanos(1),
        Duration::from_nanos(2),
    )
}

/// `message`'s line, which reads back as `message`.
fn line(message: &Message) -> String {
    let line = message.line().unwrap();
    assert_eq!(Message::read(&line).unwrap(), *message, "{line}");
    line
}

#[test]
fn lines_are_the_json_objects_documented() {
    let odd = Outcome::answer(
        "#.\n\"x\"\t\u{1}".to_owned(),
        Duration::from_nanos(1100),
        Duration::from_micros(2),
    );
    assert_eq!(
        line(&table(odd, None)),
        r##"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"#.\n\"x\"\t\u0001","generator_ns":1100,"runner_ns":2000,"read":"","unread":"line 2, column 1: expected '#' (lit) or '.' (unlit), found '\"': a screen has two characters"}"##
    );
    let shown = Verdict::Shown {
        sentence: "It says \"7\".".to_owned(),
    };
    assert_eq!(
        line(&table(answer("7"), Some(PageSays::of(&shown)))),
        r#"{"reason":"solution","year":2021,"day":21,"part":2,"name":"table","answer":"7","generator_ns":1,"runner_ns":2,"page":"shown","sentence":"It says \"7\"."}"#
    );
    let not_shown = Verdict::NotShown {
        shown: vec!["8".to_owned()],
    };
    assert!(
        line(&table(answer("7"), Some(PageSays::of(&not_shown))))
            .ends_with(r#""runner_ns":2,"page":"not shown"}"#)
    );
    let canonical = |outcome| {
        Message::Solution(Run {
            year: 2026,
            day: 4,
            part: Part::One,
            name: None,
            outcome,
            page: None,
        })
    };
    assert_eq!(
        line(&canonical(Outcome::FailedGenerating(
            "line 1: \\".to_owned()
        ))),
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"failed":"generating","error":"line 1: \\"}"#
    );
    assert_eq!(
        line(&canonical(Outcome::FailedRunning("no answer".to_owned()))),
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"failed":"running","error":"no answer"}"#
    );
    assert_eq!(
        line(&Message::Input(Input {
            year: 2021,
            day: 4,
            file: "input/2021/day4.txt".to_owned(),
            state: RanOn::Day(InputState::Example),
        })),
        r#"{"reason":"input","year":2021,"day":4,"file":"input/2021/day4.txt","state":"example"}"#
    );
}

#[test]
fn a_part_not_written_yet_is_a_failure_to_an_old_reader_and_said_as_data() {
    let sentence = aoc_common::NotSolved { day: 4, part: 1 }.to_string();
    let message = Message::Solution(Run {
        year: 2026,
        day: 4,
        part: Part::One,
        name: None,
        outcome: Outcome::NotSolved(sentence),
        page: None,
    });
    assert_eq!(
        line(&message),
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"failed":"running","error":"day 4 part 1 is not solved yet (write it in the day crate's src/lib.rs)","not_solved":true}"#
    );
}

#[test]
fn a_drawing_carries_what_it_reads_as() {
    let hi = "#..#.###\n#..#..#.\n####..#.\n#..#..#.\n#..#..#.\n#..#.###";
    assert!(
        line(&table(answer(hi), None)).ends_with(r#""runner_ns":2,"letters":"HI"}"#),
        "{}",
        line(&table(answer(hi), None))
    );
    let broken = line(&table(answer(&hi.replace("####", "###.")), None));
    assert!(
        broken.ends_with(
            r#""runner_ns":2,"read":"?I","unread":"line 1, column 1: expected a capital letter of the site's small font (6 rows tall), found a shape 4 columns wide that is none of its letters (the screen reads as ?I)"}"#
        ),
        "{broken}"
    );
}

#[test]
fn every_state_of_an_input_is_its_word() {
    for (state, word) in [
        (RanOn::Day(InputState::Own), "own"),
        (RanOn::Day(InputState::Example), "example"),
        (RanOn::Day(InputState::Empty), "empty"),
        (RanOn::Given, "given"),
    ] {
        let message = Message::Input(Input {
            year: 2026,
            day: 1,
            file: "x.txt".to_owned(),
            state,
        });
        assert!(
            line(&message).ends_with(&format!(r#""state":"{word}"}}"#)),
            "{state:?}"
        );
    }
}

#[test]
fn a_reader_passes_over_what_it_does_not_know_and_refuses_what_is_no_outcome() {
    assert_eq!(
        Message::read(r#"{"reason":"later","year":2026}"#).unwrap(),
        Message::Other
    );
    // A field added later is passed over.
    assert_eq!(
        Message::read(r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"answer":"7","generator_ns":1,"runner_ns":2,"memory":9}"#).unwrap(),
        Message::Solution(Run {
            year: 2026,
            day: 4,
            part: Part::One,
            name: None,
            outcome: Outcome::Answer {
                answer: "7".to_owned(),
                generator: Duration::from_nanos(1),
                runner: Duration::from_nanos(2),
                drawn: None,
            },
            page: None,
        })
    );
    for bad in [
        r#"{"reason":"solution","year":2026,"day":4,"part":3,"name":null,"answer":"7"}"#,
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null}"#,
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"failed":"running"}"#,
        r#"{"reason":"solution","year":2026,"day":4,"part":1,"name":null,"answer":"7","failed":"running","error":"x"}"#,
        r#"{"reason":"input","year":2026,"day":4,"file":"x","state":"lost"}"#,
        r#"{"year":2026}"#,
    ] {
        assert!(Message::read(bad).is_err(), "{bad}");
    }
}
