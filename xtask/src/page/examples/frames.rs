//! The frames of a block that walks through its example: the example is
//! the first (rule 1 of [`super`]).

/// The example a block shows: the body of its first frame when the block
/// walks through states it labels, the first being the one before any step
/// ([`initial_state`]), or its first frame when its frames are alike
/// ([`first_frame`]); else the whole block.
pub fn example_frame(text: &str) -> String {
    initial_state(text).unwrap_or_else(|| first_frame(text))
}

/// True when `text` has the shape of `first`: as many blocks between blank
/// lines, and each line of a shape `first` has (runs of digits, of
/// letters and of spaces each one mark): another input of the same puzzle.
pub fn same_shape(text: &str, first: &str) -> bool {
    let sections = |text: &str| text.trim().split("\n\n").count();
    let shapes = |text: &str| {
        text.lines()
            .filter(|line| !line.trim().is_empty())
            .map(line_shape)
            .collect::<Vec<String>>()
    };
    let known = shapes(first);
    sections(text) == sections(first) && shapes(text).iter().all(|shape| known.contains(shape))
}

/// The shape of `line`: each run of digits `9`, of letters `a`, of spaces
/// one space, every other character as it is.
fn line_shape(line: &str) -> String {
    let mut shape = String::new();
    for c in line.trim_end().chars() {
        let mark = match c {
            c if c.is_ascii_digit() => '9',
            c if c.is_alphabetic() => 'a',
            c if c.is_whitespace() => ' ',
            c => c,
        };
        if "9a ".contains(mark) && shape.ends_with(mark) {
            continue;
        }
        shape.push(mark);
    }
    shape
}

/// True when `text` is a picture: no more than one character in ten of it
/// (white space aside) a letter or a digit. A program is never one.
pub fn picture(text: &str) -> bool {
    let shown: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let words = shown.iter().filter(|c| c.is_alphanumeric()).count();
    !shown.is_empty() && words * 10 <= shown.len()
}

/// True when `text` is a drawing about an input, not one: a step drawn
/// side by side (`..EG.  -->  ..E..`, `../.#  =  ..`: an arrow or an
/// equals sign set apart by wide gaps, where an input writes its own with
/// one space), or a line labelled part by part under it (`110100101…`
/// over `VVVTTTAAAAA…`: runs of capital letters under a line with none).
pub fn drawn(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let side_by_side = |line: &str| {
        ["-->", "->", "=>", "=", "→", "<-"].iter().any(|arrow| {
            let gap = |before: &str| before.ends_with("  ");
            line.match_indices(arrow)
                .any(|(at, _)| gap(&line[..at]) && line[at + arrow.len()..].starts_with("  "))
        })
    };
    let labels = |above: &str, line: &str| {
        let line = line.trim_end();
        let runs = line
            .chars()
            .zip(line.chars().skip(1))
            .filter(|(a, b)| a != b)
            .count()
            + 1;
        !line.is_empty()
            && line.chars().all(|c| c.is_ascii_uppercase() || c == ' ')
            && runs >= 3
            && !above.chars().any(|c| c.is_alphabetic())
            && above.trim_end().len() >= line.trim().len()
    };
    lines.iter().any(|line| side_by_side(line))
        || lines.windows(2).any(|pair| labels(pair[0], pair[1]))
}

/// The frames of `text`: runs of lines between blank lines.
fn frames(text: &str) -> Vec<Vec<&str>> {
    let mut frames: Vec<Vec<&str>> = vec![Vec::new()];
    for line in text.lines() {
        match frames.last_mut() {
            Some(frame) if line.trim().is_empty() && !frame.is_empty() => frames.push(Vec::new()),
            Some(frame) if !line.trim().is_empty() => frame.push(line),
            Some(_) => {}
            None => {}
        }
    }
    frames.retain(|frame| !frame.is_empty());
    frames
}

/// True when `line` labels a frame: "After 2 blinks:", "== Minute 1 ==".
fn is_label(line: &str) -> bool {
    let line = line.trim();
    (line.ends_with(':') && !line[..line.len() - 1].contains(':'))
        || (line.len() > 4 && line.starts_with("==") && line.ends_with("=="))
}

/// Words a label of the state before any step starts with.
const INITIAL: [&str; 5] = ["initial", "initially", "before", "start", "starting"];

/// The body of the first frame, when every frame of `text` (two or more)
/// is a label and a body, and the first label names the state before any
/// step ("Initial arrangement:", "Before any steps:", "== Initial State ==").
pub fn initial_state(text: &str) -> Option<String> {
    let frames = frames(text);
    // A line of its own between frames tells the story on ("Combat ensues;
    // eventually, the top Elf dies:"): no frame, and no state.
    let states = frames.iter().filter(|frame| frame.len() >= 2).count();
    let labelled =
        states >= 2 && frames[0].len() >= 2 && frames.iter().all(|frame| is_label(frame[0]));
    if !labelled {
        return None;
    }
    let first = frames[0][0]
        .trim()
        .trim_matches(['=', ' '])
        .to_ascii_lowercase();
    let word = first.split(|c: char| !c.is_ascii_alphabetic()).next()?;
    INITIAL
        .contains(&word)
        .then(|| format!("{}\n", without_notes(&frames[0][1..]).join("\n")))
}

/// The lines of a state drawn with notes beside it (`#.G...#   G(200)`):
/// the picture alone, where every line's picture is as wide and a gap of
/// two spaces or more sets the notes apart. A line with no notes is kept
/// as it is.
fn without_notes<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let picture = |line: &'a str| -> &'a str {
        let line = line.trim_end();
        line.find("  ").map_or(line, |gap| &line[..gap])
    };
    let pictures: Vec<&str> = lines.iter().map(|line| picture(line)).collect();
    let noted = lines.iter().any(|line| line.trim_end().contains("  "));
    let width = pictures[0].chars().count();
    let alike = pictures
        .iter()
        .all(|picture| picture.chars().count() == width && !picture.starts_with(' '));
    if noted && alike && width > 0 {
        pictures
    } else {
        lines.to_vec()
    }
}

/// The first frame of a block that shows a walk-through: frames of one
/// shape, separated by blank lines, each much like the one before (three
/// characters in four the same) over a background they share (half the
/// characters the same in all); else the whole block. Sections of an input
/// that look alike (locks and keys, tiles) differ more than a step does.
fn first_frame(text: &str) -> String {
    let frames = frames(text);
    if frames.len() < 2 {
        return text.to_owned();
    }
    let shape = |frame: &Vec<&str>| {
        frame
            .iter()
            .map(|line| line.chars().count())
            .collect::<Vec<_>>()
    };
    if frames.iter().any(|frame| shape(frame) != shape(&frames[0])) {
        return text.to_owned();
    }
    let texts: Vec<Vec<char>> = frames
        .iter()
        .map(|frame| frame.join("\n").chars().collect())
        .collect();
    let alike = |a: &Vec<char>, b: &Vec<char>| {
        let same = a.iter().zip(b).filter(|(x, y)| x == y).count();
        same * 4 >= a.len() * 3
    };
    let background = (0..texts[0].len())
        .filter(|&at| texts.iter().all(|text| text.get(at) == texts[0].get(at)))
        .count();
    if texts.windows(2).any(|pair| !alike(&pair[0], &pair[1])) || background * 2 < texts[0].len() {
        return text.to_owned();
    }
    format!("{}\n", frames[0].join("\n"))
}
