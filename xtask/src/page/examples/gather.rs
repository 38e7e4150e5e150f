//! The examples a page gives, gathered once the walks are done (see
//! [`super`]): what each shows of an example ([`shown_for`]), every other
//! example of the input's shape ([`every_example`]), and whether an answer
//! is sure ([`sure`], rule 8).

use super::answers::Question;
use super::items::{Example, Walked};
use super::{Claim, FoundExample, answers, frames, without_answer};

/// Every other example the page shows, after those found above: each one
/// a walk introduced that has the first example's shape (a part of an
/// input, or a drawing of another kind, would not parse as one), with what
/// it shows of it, and, where the first
/// example is itself one of a list (a one-line input), each of a list of
/// examples, with the answer the list gives it (where the question takes
/// that form) or none; one example an input. A list beside a block is no
/// row of its own: its items are pieces of an input (a line, a field), and
/// would not parse as one.
pub fn every_example(
    examples: &mut Vec<FoundExample>,
    known: &[Example],
    walks: &[Walked],
    questions: &[Question; 2],
) {
    let index = |examples: &[FoundExample], input: &str| {
        examples
            .iter()
            .position(|example| example.input.trim() == input.trim())
    };
    for (part, walked) in walks.iter().enumerate() {
        for &introduced in &walked.introduced {
            let input = &known[introduced].input;
            let shaped = examples
                .first()
                .is_some_and(|first| frames::same_shape(input, &first.input));
            if shaped && index(examples, input).is_none() {
                let mut example = without_answer(&known[introduced]);
                example.candidates[part] = shown_for(walked, Some(introduced), known.len());
                // Its answer, as the first example's: the last the part
                // gives while it is walked through.
                example.answers[part] = answers(walked)
                    .iter()
                    .rev()
                    .find(|(claim, of)| *of == Some(introduced) && questions[part].fits(claim))
                    .map(|(claim, _)| claim.clone());
                examples.push(example);
            }
        }
        let one_liners = examples.first().is_some_and(|first| first.block.is_none());
        if !one_liners {
            continue;
        }
        for (listed, claim) in &walked.listed {
            let at = match index(examples, &listed.input) {
                Some(at) => at,
                None => {
                    examples.push(without_answer(listed));
                    examples.len() - 1
                }
            };
            let example = &mut examples[at];
            if example.answers[part].is_none() && questions[part].fits(claim) {
                example.answers[part] = Some(claim.clone());
            } else if example.answers[part].as_ref() != Some(claim) {
                example.candidates[part].push(claim.clone());
            }
        }
        for unanswered in &walked.unanswered {
            if index(examples, &unanswered.input).is_none() {
                examples.push(without_answer(unanswered));
            }
        }
    }
    answers_of_each(examples, known, walks, questions);
}

/// Each example's answer and values shown for a part that walks it
/// through again ("The first example above now has …"), where it has none
/// for that part yet: an example met in part one is answered in part two
/// by name.
fn answers_of_each(
    examples: &mut [FoundExample],
    known: &[Example],
    walks: &[Walked],
    questions: &[Question; 2],
) {
    for (part, walked) in walks.iter().enumerate() {
        for example in examples.iter_mut() {
            let Some(at) = known
                .iter()
                .position(|known| known.input.trim() == example.input.trim())
            else {
                continue;
            };
            if example.answers[part].is_none() {
                example.answers[part] = answers(walked)
                    .iter()
                    .rev()
                    .find(|(claim, of)| *of == Some(at) && questions[part].fits(claim))
                    .map(|(claim, _)| claim.clone());
            }
            if example.candidates[part].is_empty() {
                example.candidates[part] = shown_for(walked, Some(at), known.len());
            }
        }
    }
}

/// True when the rules are sure of `claim`, read as the answer of the
/// example `input` (run at `sizes`) to `asked` (rule 8): the question does
/// not name it, its sentence does not name another count than the
/// question's and the example's sizes, shows a
/// product where the question multiplies, and it is no mark of the
/// example itself, nor one letter alone; and the second reading agrees ([`super::agree`]): it is
/// no count of another thing than the one asked about, and no value the
/// part works out into another, nor the sequence the example becomes where
/// the question asks its length.
pub fn sure(claim: &Claim, asked: &Question, input: &str, sizes: &[i64]) -> bool {
    !super::sure::named_by(&claim.answer, asked)
        && !super::sure::at_another_count(&claim.sentence, &claim.answer, input, asked, sizes)
        && !super::sure::product_not_shown(&claim.sentence, asked)
        && !super::sure::marks_the_example(&claim.answer, input)
        && !super::sure::a_lone_letter(&claim.answer, asked)
        && !super::agree::counts_another_thing(
            &claim.sentence,
            &claim.answer,
            &asked.about,
            &asked.text,
        )
        && !asked.worked.contains(&claim.answer)
        && !super::agree::a_sequence_not_its_length(
            &claim.sentence,
            &claim.answer,
            input,
            &asked.text,
        )
}

/// What `walked` shows of example `example` (an index into the `known`
/// examples, of which there are `known`): every value named while it is
/// walked through, and, where the page has one example at most and none
/// is walked through, those named anywhere. One claim a value, the last
/// sentence it stands in.
pub fn shown_for(walked: &Walked, example: Option<usize>, known: usize) -> Vec<Claim> {
    let mut found: Vec<Claim> = Vec::new();
    for (claim, of) in &walked.shown {
        let ours = match (of, example) {
            (Some(of), Some(example)) => of == &example,
            (None, None) => known <= 1,
            // Said before the example is shown (the size of the whole, a
            // claim's pieces explained): the puzzle's, not its output.
            _ => false,
        };
        if !ours {
            continue;
        }
        found.retain(|known| known.answer != claim.answer);
        found.push(claim.clone());
    }
    found
}
