//! The walk through a part's article that the rules of [`super`] take:
//! the examples introduced and the lists of examples. It reads the answers
//! with [`super::answers`], which knows nothing of the walk.

use super::Claim;
use super::agree::counted_before;
use super::answers::{Question, answers_of, claim, combines, listed_example, note_shown};
use super::frames::{drawn, example_frame, initial_state, picture};
use super::intro::{
    TO_THE_FIRST, another_example, introduced_code, introduction, named_example,
    names_code_after_example, points_back, speaks_of_an_example, supposed_code,
};
use super::items::{Example, Item, Walked};
use super::words::{Value, last_sentence, plain, sentences, starts_with_code, values};

/// Where a part's walk starts.
#[derive(Clone, Copy, Default)]
pub struct Start {
    /// The example walked through from the start.
    pub current: Option<usize>,
    /// The first example, which "as above" goes back to.
    pub first: Option<usize>,
    /// An example the walk takes up once the text refers to one.
    pub armed: Option<usize>,
    /// The page says your puzzle input is a program: a picture is then
    /// what a program shows, never an input (see [`super::frames::picture`]).
    pub input_is_a_program: bool,
}

/// How an example the walk meets is shown, and so when it is taken: one
/// introduced as an example is taken when none is walked through yet, or,
/// `again`, when it is another; a block not introduced is taken when it is
/// the one walked through with more lines after it, the example in full
/// ("Including the rules and the messages together, …").
#[derive(Clone, Copy)]
enum Shown {
    Introduced { again: bool },
    Plain,
}

/// Takes `example`, shown as `how`, into `known`, and walks through it
/// from here (`walk`: the current example and the first).
fn introduce(
    example: Example,
    how: Shown,
    known: &mut Vec<Example>,
    walk: (&mut Option<usize>, &mut Option<usize>),
    walked: &mut Walked,
) {
    let (current, first) = walk;
    let taken = match (how, *current) {
        (Shown::Introduced { .. }, None) => true,
        (Shown::Introduced { again }, Some(at)) => {
            again && known[at].input.trim() != example.input.trim()
        }
        (Shown::Plain, Some(at)) => {
            let (old, new) = (known[at].input.trim_end(), example.input.trim_end());
            new.strip_prefix(old)
                .is_some_and(|more| more.starts_with('\n') && !old.is_empty())
        }
        (Shown::Plain, None) => false,
    };
    if taken {
        known.push(example);
        *current = Some(known.len() - 1);
        first.get_or_insert(known.len() - 1);
        walked.introduced.push(known.len() - 1);
    }
}

/// Every example, answer and list of examples `items` give (see the
/// module's docs), examples kept in `known`.
pub fn walk(
    items: &[Item],
    styled: bool,
    start: Start,
    asked: &Question,
    known: &mut Vec<Example>,
) -> Walked {
    let Start {
        mut current,
        mut first,
        mut armed,
        input_is_a_program,
    } = start;
    let mut walked = Walked::default();
    // What the part says the puzzle input is, lower-case.
    let the_input: String = items
        .iter()
        .filter_map(Item::words)
        .flat_map(sentences)
        .map(|sentence| plain(sentence).to_lowercase())
        .filter(|sentence| sentence.contains("puzzle input"))
        .collect::<Vec<String>>()
        .join(" ");
    // The items of a list that is one example's lines (see `following_list`).
    let mut steps_until = 0;
    for (index, item) in items.iter().enumerate() {
        match item {
            Item::Block(pre, number) => {
                let Some(before) = introduction(items, index) else {
                    continue;
                };
                let said = items[before].words().unwrap_or_default();
                if matches!(items[before], Item::Entry(..)) {
                    if lists_examples(items, before) {
                        let answers: Vec<Value> = values(said, styled)
                            .into_iter()
                            .filter(|value| value.emphasised)
                            .collect();
                        if let [answer] = answers.as_slice() {
                            let example = Example::block(pre.block_text(), *number);
                            walked.listed.push((example, claim(&answer.text, said)));
                        }
                    }
                    continue;
                }
                let said = last_sentence(said);
                let lower = said.to_ascii_lowercase();
                if lower.ends_with(':')
                    && let Some(named) = named_example(said, known, first)
                {
                    current = Some(named);
                    continue;
                }
                if lower.ends_with(':') && TO_THE_FIRST.iter().any(|word| lower.contains(word)) {
                    if first.is_some() {
                        current = first;
                    }
                    continue;
                }
                // A block of examples, once one is walked through, shows
                // each with its result: a table, not another input.
                if current.is_some() && lower.contains("examples") {
                    continue;
                }
                let text = pre.block_text();
                let input = example_frame(&text);
                if input.trim().is_empty()
                    || (input_is_a_program && picture(&input))
                    || drawn(&text)
                {
                    continue;
                }
                let how = if speaks_of_an_example(said)
                    && (!names_code_after_example(said, styled) || lower.contains("following"))
                {
                    Shown::Introduced {
                        again: lower.contains("example"),
                    }
                } else if another_example(said) {
                    // "Here is another example." starts one, colon or not.
                    Shown::Introduced { again: true }
                } else if let Some(state) = initial_state(&text) {
                    // A walk from an initial state starts an example of its
                    // own ("Below is an entire sample combat."), introduced
                    // or not: what follows it is that example's. From the
                    // state of one shown already, it walks that one on.
                    if let Some(shown) = known
                        .iter()
                        .position(|example| example.input.contains(state.trim()))
                    {
                        current = Some(shown);
                        continue;
                    }
                    Shown::Introduced { again: true }
                } else {
                    Shown::Plain
                };
                let mut example = Example::block(input, *number);
                if example.input != text {
                    example.from = format!("the first state shown in code block {number}");
                }
                introduce(example, how, known, (&mut current, &mut first), &mut walked);
            }
            Item::Entry(text, holds_a_block) => {
                if index < steps_until {
                    continue;
                }
                if current.is_some() && !lists_examples(items, index) {
                    note_shown(text, styled, current, &mut walked);
                }
                if let Some((example, end)) = following_list(items, index, styled) {
                    steps_until = end;
                    let how = Shown::Introduced { again: true };
                    introduce(example, how, known, (&mut current, &mut first), &mut walked);
                    continue;
                }
                if *holds_a_block || !lists_examples(items, index) {
                    continue;
                }
                if let Some(example) = listed_example(text, styled) {
                    walked.listed.push(example);
                } else if let Some(code) = leading_code(text, styled) {
                    walked.unanswered.push(Example::list_item(code, text));
                }
            }
            Item::Paragraph(text) => {
                let lower = text.to_ascii_lowercase();
                if current.is_none()
                    && let Some(lines) = lines_together(items, index, styled)
                {
                    // The items were lines of one example, not examples:
                    // neither rows of their own nor answered one by one.
                    walked.listed.retain(|(listed, _)| {
                        !lines.input.lines().any(|line| line == listed.input)
                    });
                    walked
                        .unanswered
                        .retain(|listed| !lines.input.lines().any(|line| line == listed.input));
                    let how = Shown::Introduced { again: true };
                    introduce(lines, how, known, (&mut current, &mut first), &mut walked);
                }
                if armed.is_some()
                    && ["example", "above", "again", "same", "before"]
                        .iter()
                        .any(|word| lower.contains(word))
                {
                    current = armed.take();
                }
                if let Some((code, said)) = introduced_code(text, styled)
                    .map(|code| (code, last_sentence(text)))
                    .or_else(|| supposed_code(text, styled, &the_input))
                {
                    let example = Example {
                        input: code,
                        from: format!("the example in \"{}\"", plain(said)),
                        block: None,
                    };
                    let how = Shown::Introduced { again: true };
                    introduce(example, how, known, (&mut current, &mut first), &mut walked);
                } else if another_example(text)
                    && !matches!(items.get(index + 1), Some(Item::Block(..)))
                {
                    // Another example told in words: what the paragraph
                    // gives is that one's, not the example walked through.
                    current = None;
                }
                // Where the question puts values together, a paragraph
                // that does not gives one of them, not the answer (rule 7);
                // an example it names is walked on all the same.
                let named = |sentence: &str| named_example(sentence, known, first);
                if !asked.combined || combines(text) {
                    let given = (walked.answers.len(), walked.plain.len());
                    answers_of(text, styled, &mut current, named, &mut walked);
                    let so_far: Vec<Claim> = walked.answers[given.0..]
                        .iter()
                        .chain(&walked.plain[given.1..])
                        .map(|(claim, _)| claim)
                        .filter(|claim| counted_before(text, &claim.sentence, &asked.text))
                        .cloned()
                        .collect();
                    walked.so_far.extend(so_far);
                } else if let Some(example) = sentences(text).into_iter().rev().find_map(named) {
                    current = Some(example);
                }
                note_shown(text, styled, current, &mut walked);
            }
        }
    }
    walked
}

/// The example a list shows whose introduction speaks of an example and of
/// "the following" ("For example, suppose you start with `abcde` and
/// perform the following operations:"), when each of its items starts with
/// a code: those codes, a line each (rule 1); and the index after its last
/// item.
fn following_list(items: &[Item], index: usize, styled: bool) -> Option<(Example, usize)> {
    let before = introduction(items, index)?;
    let Item::Paragraph(introducing) = &items[before] else {
        return None;
    };
    let said = last_sentence(introducing);
    if !speaks_of_an_example(said) || !said.to_ascii_lowercase().contains("following") {
        return None;
    }
    let mut lines = Vec::new();
    let mut end = index;
    while let Some(Item::Entry(text, false)) = items.get(end) {
        lines.push(leading_code(text, styled)?);
        end += 1;
    }
    if lines.len() < 2 {
        return None;
    }
    // Where the page writes the moves on one line, that line is the
    // example: "s1,x3/4" as written, not one move a line.
    let written = items
        .iter()
        .filter_map(Item::words)
        .flat_map(|text| values(text, styled))
        .map(|value| value.text)
        .find(|code| [",", ", "].iter().any(|comma| *code == lines.join(comma)));
    let example = Example {
        input: written.unwrap_or_else(|| lines.join("\n") + "\n"),
        from: format!("the list after \"{}\"", plain(said)),
        block: None,
    };
    Some((example, end))
}

/// The example a list of examples shows as a whole, when the paragraph
/// at `index`, just after it, points back at its items together and gives
/// an answer, emphasised or a total ("Given the four strings above, the
/// total is `23 - 11 = 12`."): each
/// item starts with a code, and those codes are the example's lines, as
/// the puzzle's input would list them (an empty one, `""`, among them).
fn lines_together(items: &[Item], index: usize, styled: bool) -> Option<Example> {
    let Item::Paragraph(text) = &items[index] else {
        return None;
    };
    let lower = plain(text).to_lowercase();
    let together = ["above", "the list", "listed"]
        .iter()
        .any(|word| lower.contains(word));
    let named = values(text, styled);
    let answers =
        named.iter().any(|value| value.emphasised) || (!named.is_empty() && combines(text));
    if !together || !answers {
        return None;
    }
    // Just after the list's last item, empty paragraphs passed over.
    let mut at = introduction(items, index)? + 1;
    let mut lines = Vec::new();
    while at > 0 {
        let Item::Entry(entry, false) = &items[at - 1] else {
            break;
        };
        if !lists_examples(items, at - 1) || !starts_with_code(entry) {
            return None;
        }
        let first = values(entry, styled).into_iter().next()?;
        if first.emphasised || first.loose || first.text.contains('\n') {
            return None;
        }
        lines.push(first.text);
        at -= 1;
    }
    if lines.len() < 2 {
        return None;
    }
    lines.reverse();
    Some(Example {
        input: lines.join("\n") + "\n",
        from: format!("the list before \"{}\"", plain(first_sentence(text))),
        block: None,
    })
}

/// The first sentence of marked `text`.
fn first_sentence(text: &str) -> &str {
    sentences(text).into_iter().next().unwrap_or(text)
}

/// The code list item `text` starts with, when it is one line.
fn leading_code(text: &str, styled: bool) -> Option<String> {
    let first = values(text, styled).into_iter().next()?;
    (starts_with_code(text) && first.is_inline_input()).then_some(first.text)
}

/// True when the list item at `index` is one of a list introduced as
/// examples (rule 4).
fn lists_examples(items: &[Item], index: usize) -> bool {
    (0..index)
        .rev()
        .find_map(|at| match &items[at] {
            Item::Paragraph(text) if !text.is_empty() => {
                let said = last_sentence(text);
                let lower = said.to_ascii_lowercase();
                // Examples, plural, shown again with answers are examples
                // still ("the examples from above:"); one example pointed
                // back at is walked through ("In the above example:").
                let examples = lower.contains("examples")
                    || lower.starts_with("for example")
                    || (lower.contains("example") && !points_back(&lower));
                Some(examples && lower.ends_with(':') && !names_code_after_example(said, true))
            }
            _ => None,
        })
        .unwrap_or(false)
}
