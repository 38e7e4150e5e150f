//! The walk through a part's article that the rules of [`super`] take:
//! the examples introduced and the lists of examples. It reads the answers
//! with [`super::answers`](mod@super::answers), which knows nothing of the walk.

use super::Claim;
use super::agree::counted_before;
use super::answers::{Question, answers_of, claim, combines, listed_example, note_shown};
use super::counted;
use super::frames::{drawn, example_frame, initial_state, picture};
use super::intro::{
    TO_THE_FIRST, another_example, introduced_code, introduction, named, named_example,
    names_code_after_example, speaks_of_an_example, supposed_code,
};
use super::items::{Example, Item, Walked};
use super::lists::{leading_code, lines_together, lists_examples};
use super::shape::InputShape;
use super::words::{Value, last_sentence, plain, sentences, values};
use crate::page::html::Element;

/// Where a part's walk starts.
#[derive(Clone, Copy, Default)]
pub struct Start<'a> {
    /// The example walked through from the start.
    pub current: Option<usize>,
    /// The first example, which "as above" goes back to.
    pub first: Option<usize>,
    /// An example the walk takes up once the text refers to one.
    pub armed: Option<usize>,
    /// The page says your puzzle input is a program: a picture is then
    /// what a program shows, never an input (see [`super::frames::picture`]).
    pub input_is_a_program: bool,
    /// The shape of your input, where it is yours: an example is taken
    /// only where it has it (see [`super::shape`]).
    pub shape: Option<&'a InputShape>,
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

/// Every example, answer and list of examples `items` give (see the
/// module's docs), examples kept in `known`.
pub fn walk(
    items: &[Item],
    styled: bool,
    start: Start,
    asked: &Question,
    known: &mut Vec<Example>,
) -> Walked {
    let mut walk = Walk {
        items,
        styled,
        asked,
        the_input: the_input(items),
        earlier: known.len(),
        known,
        current: start.current,
        first: start.first,
        armed: start.armed,
        input_is_a_program: start.input_is_a_program,
        shape: start.shape,
        refused_here: false,
        unfinished: None,
        worded: None,
        sorted: Vec::new(),
        walked: Walked::default(),
    };
    for (index, item) in items.iter().enumerate() {
        match item {
            Item::Block(pre, number) => walk.block(index, pre, *number),
            Item::Entry(text, holds_a_block) => walk.entry(index, text, *holds_a_block),
            Item::Paragraph(text) => walk.paragraph(index, text),
        }
    }
    walk.lists_sorted();
    walk.lists_of_your_shape();
    walk.walked
}

/// What the part says the puzzle input is: its sentences that speak of
/// "puzzle input", lower-case.
fn the_input(items: &[Item]) -> String {
    items
        .iter()
        .filter_map(Item::words)
        .flat_map(sentences)
        .map(|sentence| plain(sentence).to_lowercase())
        .filter(|sentence| sentence.contains("puzzle input"))
        .collect::<Vec<String>>()
        .join(" ")
}

/// A walk through one part's items, in the order a page is read: where it
/// stands, and what it has found so far.
struct Walk<'a, 'k> {
    items: &'a [Item<'a>],
    styled: bool,
    asked: &'a Question,
    /// What the part says the puzzle input is ([`the_input`]).
    the_input: String,
    /// Every example met so far, of this part and those before.
    known: &'k mut Vec<Example>,
    /// How many of them the parts before showed.
    earlier: usize,
    /// The example walked through here.
    current: Option<usize>,
    /// The first example, which "as above" goes back to.
    first: Option<usize>,
    /// An example the walk takes up once the text refers to one.
    armed: Option<usize>,
    input_is_a_program: bool,
    shape: Option<&'a InputShape>,
    /// An example was refused for its shape while none was walked through.
    refused_here: bool,
    /// An example of fewer groups than your input (see
    /// [`InputShape::completes`]): the code after it of the next group's
    /// form ends it.
    unfinished: Option<usize>,
    /// The words before the value of a paragraph that gave an example
    /// ([`Self::told_example`]).
    worded: Option<String>,
    /// Each example of a list that gave no answer, with the verdict its
    /// item gives on the sort the question counts ([`counted::verdict`])
    /// and the item's words.
    sorted: Vec<(Example, Option<bool>, String)>,
    walked: Walked,
}

impl Walk<'_, '_> {
    /// Takes `example`, shown as `how`, into the known examples, and walks
    /// through it from here.
    fn introduce(&mut self, example: Example, how: Shown) {
        let Some(example) = self.shaped(example) else {
            return;
        };
        let known = &mut *self.known;
        let taken = match (how, self.current) {
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
            if self
                .shape
                .is_some_and(|shape| shape.unfinished(&example.input))
            {
                self.unfinished = Some(known.len());
            }
            known.push(example);
            self.current = Some(known.len() - 1);
            self.first.get_or_insert(known.len() - 1);
            self.walked.introduced.push(known.len() - 1);
        }
    }

    /// `example`, where it has the shape of your input or does laid out as
    /// your input is (none where the input is not yours); else none, and
    /// the example refused kept, with why.
    fn shaped(&mut self, mut example: Example) -> Option<Example> {
        let Some(shape) = self.shape else {
            return Some(example);
        };
        match shape.agrees(&example.input) {
            Ok(()) => Some(example),
            Err(why) => {
                if let Some(laid_out) = shape.laid_out(&example.input) {
                    example.input = laid_out;
                    return Some(example);
                }
                self.walked.refused.push((example, why));
                self.refused_here = self.current.is_none();
                None
            }
        }
    }

    /// True when `text` has the shape of your input, as it is or laid out
    /// as your input is; false where your input is not known.
    fn of_your_shape(&self, text: &str) -> bool {
        self.shape.is_some_and(|shape| shape.admits(text))
    }

    /// The examples of lists, each where it has the shape of your input
    /// (see [`Self::shaped`]).
    fn lists_of_your_shape(&mut self) {
        let listed = std::mem::take(&mut self.walked.listed);
        self.walked.listed = listed
            .into_iter()
            .filter_map(|(example, claim)| Some((self.shaped(example)?, claim)))
            .collect();
        let unanswered = std::mem::take(&mut self.walked.unanswered);
        self.walked.unanswered = unanswered
            .into_iter()
            .filter_map(|example| self.shaped(example))
            .collect();
    }

    /// Code block `number`, item `index`: an example when it is introduced
    /// as one (rule 1), or an example of a list, or a step of the walk.
    fn block(&mut self, index: usize, pre: &Element, number: usize) {
        let Some(before) = introduction(self.items, index) else {
            return;
        };
        let said = self.items[before].words().unwrap_or_default();
        if matches!(self.items[before], Item::Entry(..)) {
            self.block_of_a_list(before, said, pre, number);
            return;
        }
        let said = last_sentence(said);
        let lower = said.to_ascii_lowercase();
        if lower.ends_with(':')
            && let Some(named) = named_example(said, self.known, self.first)
        {
            self.current = Some(named);
            return;
        }
        if lower.ends_with(':') && TO_THE_FIRST.iter().any(|word| lower.contains(word)) {
            if self.first.is_some() {
                self.current = self.first;
            }
            return;
        }
        // A block of examples, once one is walked through, shows each with
        // its result: a table, not another input.
        if self.current.is_some() && lower.contains("examples") {
            return;
        }
        let text = pre.block_text();
        let input = example_frame(&text);
        if input.trim().is_empty() || (self.input_is_a_program && picture(&input)) || drawn(&text) {
            return;
        }
        let Some(how) = self.how_shown(said, &text) else {
            return;
        };
        let mut example = Example::block(input, number);
        if example.input != text {
            example.from = format!("the first state shown in code block {number}");
        }
        self.introduce(example, how);
    }

    /// A block inside list item `before` (whose words are `said`): in a
    /// list of examples, an example with the answer the item emphasises.
    fn block_of_a_list(&mut self, before: usize, said: &str, pre: &Element, number: usize) {
        if !lists_examples(self.items, before) {
            return;
        }
        let answers: Vec<Value> = values(said, self.styled)
            .into_iter()
            .filter(|value| value.emphasised)
            .collect();
        if let [answer] = answers.as_slice() {
            let example = Example::block(pre.block_text(), number);
            self.walked
                .listed
                .push((example, claim(&answer.text, said)));
        }
    }

    /// How a block (`text`) after the sentence `said` is shown, or none
    /// where it walks on an example shown already.
    fn how_shown(&mut self, said: &str, text: &str) -> Option<Shown> {
        let lower = said.to_ascii_lowercase();
        if speaks_of_an_example(said) {
            if !names_code_after_example(said, self.styled) || lower.contains("following") {
                // Where the example walked through is an earlier part's,
                // taken up again, a block this part supposes ("Suppose the
                // list were instead:") is an example of its own.
                let taken_up = self.current.is_some_and(|at| at < self.earlier);
                return Some(Shown::Introduced {
                    again: lower.contains("example") || taken_up,
                });
            }
            // "For example, this program sets `a` to `2`:" names codes of
            // what the block does; a block of your input's shape after it
            // is the example all the same.
            if self.of_your_shape(text) {
                return Some(Shown::Introduced { again: false });
            }
        }
        if another_example(said) {
            // "Here is another example." starts one, colon or not.
            return Some(Shown::Introduced { again: true });
        }
        let Some(state) = initial_state(text) else {
            // The block after one refused for its shape, while no example
            // is walked through: the example where it has your input's
            // shape (a list of positions after a picture of them).
            if self.refused_here && self.of_your_shape(text) {
                return Some(Shown::Introduced { again: false });
            }
            return Some(Shown::Plain);
        };
        // A walk from an initial state starts an example of its own ("Below
        // is an entire sample combat."), introduced or not: what follows it
        // is that example's. From the state of one shown already, it walks
        // that one on.
        if let Some(shown) = self
            .known
            .iter()
            .position(|example| example.input.contains(state.trim()))
        {
            self.current = Some(shown);
            return None;
        }
        Some(Shown::Introduced { again: true })
    }

    /// List item `index` (words `text`): a step of the walk, or an example
    /// of a list (rule 4).
    fn entry(&mut self, index: usize, text: &str, holds_a_block: bool) {
        if self.current.is_some() && !lists_examples(self.items, index) {
            note_shown(text, self.styled, self.current, &mut self.walked);
        }
        if holds_a_block || !lists_examples(self.items, index) {
            return;
        }
        if let Some(example) = listed_example(text, self.styled) {
            self.walked.listed.push(example);
        } else if let Some(code) = leading_code(text, self.styled) {
            let example = Example::list_item(code.clone(), text);
            let verdict = counted::verdict(text, &code, self.asked);
            self.sorted
                .push((example.clone(), verdict, text.to_owned()));
            self.walked.unanswered.push(example);
        }
    }

    /// The examples of a list that sorts them, as the question counts
    /// them, each answered `1` or `0` ([`counted::answered`]): those still
    /// listed as examples, where every one gives a verdict and both sorts
    /// are among them.
    fn lists_sorted(&mut self) {
        let unanswered = &self.walked.unanswered;
        let still: Vec<_> = std::mem::take(&mut self.sorted)
            .into_iter()
            .filter(|(example, ..)| unanswered.iter().any(|kept| kept.input == example.input))
            .collect();
        if still.len() != unanswered.len() {
            return;
        }
        if let Some(answered) = counted::answered(&still) {
            self.walked.unanswered.clear();
            self.walked.listed.extend(answered);
        }
    }

    /// Paragraph `index` (words `text`): the lines of a list above it
    /// taken together, an example it introduces or supposes, and the
    /// answers it gives.
    fn paragraph(&mut self, index: usize, text: &str) {
        if self.current.is_none()
            && let Some(lines) = lines_together(self.items, index, self.styled)
        {
            // The items were lines of one example, not examples: neither
            // rows of their own nor answered one by one.
            let among = |input: &str| lines.input.lines().any(|line| line == input);
            self.walked
                .listed
                .retain(|(listed, _)| !among(&listed.input));
            self.walked
                .unanswered
                .retain(|listed| !among(&listed.input));
            self.introduce(lines, Shown::Introduced { again: true });
        }
        self.finish(text);
        let lower = text.to_ascii_lowercase();
        if self.armed.is_some()
            && ["example", "above", "again", "same", "before"]
                .iter()
                .any(|word| lower.contains(word))
        {
            self.current = self.armed.take();
        }
        if let Some((code, said)) = introduced_code(text, self.styled)
            .map(|code| (code, last_sentence(text)))
            .or_else(|| supposed_code(text, self.styled, &self.the_input))
            .or_else(|| self.told_example(index, text))
        {
            let example = Example {
                input: code,
                from: format!("the example in \"{}\"", plain(said)),
                block: None,
            };
            self.introduce(example, Shown::Introduced { again: true });
        } else if another_example(text)
            && !matches!(self.items.get(index + 1), Some(Item::Block(..)))
        {
            // Another example told in words: what the paragraph gives is
            // that one's, not the example walked through.
            self.current = None;
        }
        self.answers_of(text);
        note_shown(text, self.styled, self.current, &mut self.walked);
    }

    /// The example walked through, where it has fewer groups than your
    /// input, ended with the first code of `text` of the next group's form
    /// ("Given the replacements above and starting with `HOH`, …").
    fn finish(&mut self, text: &str) {
        let (Some(shape), Some(at)) = (self.shape, self.unfinished) else {
            return;
        };
        if self.current != Some(at) {
            return;
        }
        let example = &mut self.known[at];
        let code = values(text, self.styled)
            .into_iter()
            .find(|value| value.is_inline_input() && shape.completes(&example.input, &value.text));
        if let Some(code) = code {
            example.input = format!("{}\n\n{}\n", example.input.trim_end(), code.text);
            example.from = format!("{}, with `{}` after it", example.from, code.text);
            self.unfinished = None;
        }
    }

    /// With your input of one line: the value of its form that paragraph
    /// `index` (words `text`) names in a sentence that emphasises an
    /// answer, where the paragraph follows a sentence that introduces an
    /// example with no block between ("For example:"), or is worded as the
    /// one that gave an example so ("For grid serial number `42`, …"); and
    /// that sentence.
    fn told_example<'t>(&mut self, index: usize, text: &'t str) -> Option<(String, &'t str)> {
        let shape = self.shape?;
        let sentence = sentences(text).into_iter().find(|sentence| {
            values(sentence, self.styled)
                .iter()
                .any(|value| value.emphasised)
        })?;
        let code = values(sentence, self.styled)
            .into_iter()
            .find(|value| value.is_inline_input() && shape.one_value_as(&value.text))?;
        let said = plain(sentence);
        let worded = said[..said.find(&code.text)?].trim().to_lowercase();
        let introduced = introduction(self.items, index).is_some_and(|before| {
            let Item::Paragraph(before) = &self.items[before] else {
                return false;
            };
            speaks_of_an_example(last_sentence(before))
        });
        if !(introduced || self.worded.as_deref() == Some(worded.as_str())) || worded.is_empty() {
            return None;
        }
        self.worded = Some(worded);
        Some((code.text, sentence))
    }

    /// The answers paragraph `text` gives. Where the question puts values
    /// together, a paragraph that does not gives one of them, not the
    /// answer (rule 7); an example it names is walked on all the same.
    fn answers_of(&mut self, text: &str) {
        let (known, first) = (&*self.known, self.first);
        let named = |sentence: &str| named(sentence, known, first);
        if self.asked.combined && !combines(text) {
            let known_one = |sentence: &str| named_example(sentence, known, first);
            if let Some(example) = sentences(text).into_iter().rev().find_map(known_one) {
                self.current = Some(example);
            }
            return;
        }
        let walked = &mut self.walked;
        let given = (walked.answers.len(), walked.plain.len());
        answers_of(
            text,
            self.styled,
            self.asked,
            &mut self.current,
            named,
            walked,
        );
        let so_far: Vec<Claim> = walked.answers[given.0..]
            .iter()
            .chain(&walked.plain[given.1..])
            .map(|(claim, _)| claim)
            .filter(|claim| counted_before(text, &claim.sentence, &self.asked.text))
            .cloned()
            .collect();
        walked.so_far.extend(so_far);
    }
}
