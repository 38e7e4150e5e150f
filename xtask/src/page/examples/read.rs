//! One reading of a page (see [`super`]), in the order a page is read: part
//! one walked and its first example chosen, part two walked on with it,
//! every other example gathered, and each answer settled as sure or a
//! candidate.

use super::answers::{Question, question};
use super::gather::{every_example, shown_for, sure};
use super::items::{Example, Item, Walked, items, paragraphs};
use super::sizes::{SizeAt, sizes_of};
use super::walk::{Start, walk};
use super::words::{self, emphasises};
use super::yours::your_input_with;
use super::{
    Claim, Found, FoundExample, InputShape, Page, Refused, answers, with_answer, without_answer,
};
use crate::page::html::Element;

/// What `page` says of its examples, each taken only where it has `shape`,
/// the shape of your input, where that is known.
pub fn read(page: &Page, shape: Option<&InputShape>) -> Found {
    let articles = page.parts();
    let parts = items_of(page, &articles);
    let Some(one) = parts.first() else {
        return Found::default();
    };
    let styled = emphasises_answers(&articles, &parts);
    let mut reading = Reading {
        parts: &parts,
        styled,
        shape,
        input_is_a_program: input_is_a_program(one),
        known: Vec::new(),
        questions: [question(one), Question::default()],
    };
    let walked = reading.walk(0, None, None);
    let chosen = first_example(&walked, &reading.known, &reading.questions[0], 0).or_else(|| {
        let example = your_input_with(one, styled, shape?)?;
        Some((
            answered_alone(&walked, example, &reading.questions[0]),
            None,
        ))
    });
    let Some((mut first, walked_through)) = chosen else {
        return reading.part_two_alone(walked);
    };
    first.candidates[0] = shown_for(&walked, walked_through, reading.known.len());
    if walked_through.is_none()
        && let Some((_, claim)) = walked
            .listed
            .iter()
            .find(|(example, _)| example.input.trim() == first.input.trim())
    {
        first.candidates[0].push(claim.clone());
    }
    let mut examples = Vec::new();
    // "The first example" in part two is the page's first, whichever part
    // one's answer went with.
    let page_first = walked.introduced.first().copied().or(walked_through);
    let mut walks = vec![walked];
    if parts.len() > 1 {
        let walked = reading.walk(1, page_first, walked_through);
        let the_first = (&mut first, walked_through);
        part_two(
            &walked,
            &reading.known,
            &reading.questions[1],
            the_first,
            &mut examples,
        );
        walks.push(walked);
    }
    first.sizes = sizes_of(&first, &parts, &reading.questions);
    examples.insert(0, first);
    reading.finish(examples, &walks)
}

/// The sizes `page` runs `example` at, taken as its first example (a code
/// block you chose by number), read as [`read`] reads those of the first.
pub fn sizes_for(page: &Page, example: &FoundExample) -> Vec<SizeAt> {
    let parts = items_of(page, &page.parts());
    let asked = |index: usize| parts.get(index).map(|items| question(items));
    let questions = [asked(0).unwrap_or_default(), asked(1).unwrap_or_default()];
    sizes_of(example, &parts, &questions)
}

/// Each of `articles` (the parts of `page`) as the items the rules look
/// at, its code blocks numbered as on the page.
fn items_of<'a>(page: &'a Page, articles: &[&'a Element]) -> Vec<Vec<Item<'a>>> {
    let blocks = page.main().descendants("pre");
    articles
        .iter()
        .map(|article| items(article, &blocks))
        .collect()
}

/// True when the page (its `articles`, read as `parts`) emphasises its
/// answers: where one stands alone in a code; at the opening, where part
/// one is all it shows, also where a code of its paragraphs holds one
/// among other text, as a code sum ends in one (`745 * 993 = *739785*`).
fn emphasises_answers(articles: &[&Element], parts: &[Vec<Item>]) -> bool {
    let alone = parts
        .iter()
        .flatten()
        .filter_map(Item::words)
        .any(emphasises);
    let ends_a_sum = || {
        let [article] = articles else {
            return false;
        };
        article
            .descendants("p")
            .iter()
            .flat_map(|paragraph| paragraph.descendants("code"))
            .any(|code| !code.descendants("em").is_empty())
    };
    alone || ends_a_sum()
}

/// One reading of a page's parts, beside your input's shape where it is
/// known: the examples met so far, and each part's question.
struct Reading<'a> {
    parts: &'a [Vec<Item<'a>>],
    styled: bool,
    shape: Option<&'a InputShape>,
    input_is_a_program: bool,
    known: Vec<Example>,
    questions: [Question; 2],
}

impl Reading<'_> {
    /// Part `index` (0 or 1) walked, `first` the example "the first
    /// example" means and `armed` the one it takes up once its text refers
    /// to one.
    fn walk(&mut self, index: usize, first: Option<usize>, armed: Option<usize>) -> Walked {
        let items = &self.parts[index];
        if index > 0 {
            self.questions[index] = question(items);
        }
        let start = Start {
            current: None,
            first,
            armed,
            input_is_a_program: self.input_is_a_program,
            shape: self.shape,
        };
        walk(
            items,
            self.styled,
            start,
            &self.questions[index],
            &mut self.known,
        )
    }

    /// Where part one (walked as `walked`) shows no example: with your
    /// input to check it against, part two's first, if it shows one.
    fn part_two_alone(mut self, walked: Walked) -> Found {
        let mut walks = vec![walked];
        let mut examples = Vec::new();
        if self.parts.len() > 1 && self.shape.is_some() {
            let walked = self.walk(1, None, None);
            let known = &self.known;
            if let Some((mut first, walked_through)) =
                first_example(&walked, known, &self.questions[1], 1)
            {
                first.candidates[1] = shown_for(&walked, walked_through, known.len());
                examples.push(first);
            }
            walks.push(walked);
        }
        self.finish(examples, &walks)
    }

    /// `examples`, with every other example the `walks` gave, each answer
    /// settled as sure or a candidate.
    fn finish(self, mut examples: Vec<FoundExample>, walks: &[Walked]) -> Found {
        every_example(&mut examples, &self.known, walks, &self.questions);
        settle(&mut examples, &self.known, walks, &self.questions);
        Found {
            examples,
            parts: self.parts.len().min(2),
            refused: closest(walks, self.shape),
            superseded: Vec::new(),
        }
    }
}

/// A part's first example (part one's, or part two's where part one shows
/// none), with its answer for `part` (0 or 1) where `walked` gives one
/// that fits `asked`, and the example walked through (an index into `known`), if
/// any: the one the last answer goes with, else the first of a list of
/// examples, the first introduced, or the first a list names.
fn first_example(
    walked: &Walked,
    known: &[Example],
    asked: &Question,
    part: usize,
) -> Option<(FoundExample, Option<usize>)> {
    let last = answers(walked)
        .iter()
        .rev()
        .find(|(_, example)| example.is_some());
    match (last, walked.listed.first()) {
        (Some((claim, Some(example))), _) if asked.fits(claim) => Some((
            with_answer(&known[*example], part, claim.clone()),
            Some(*example),
        )),
        (_, Some((example, claim))) if asked.fits(claim) => {
            Some((with_answer(example, part, claim.clone()), None))
        }
        _ => match walked.introduced.first() {
            Some(&example) => Some((without_answer(&known[example]), Some(example))),
            None => walked
                .unanswered
                .first()
                .map(|example| (without_answer(example), None)),
        },
    }
}

/// `example`, with the last answer part one gives for no example (an
/// emphasised one, where it emphasises any), where it fits `asked`: an
/// example told in sentences is walked through by none.
fn answered_alone(walked: &Walked, example: Example, asked: &Question) -> FoundExample {
    let given = if walked.answers.is_empty() {
        &walked.plain
    } else {
        &walked.answers
    };
    let last = given
        .iter()
        .rev()
        .find(|(claim, of)| of.is_none() && asked.fits(claim));
    match last {
        Some((claim, _)) => with_answer(&example, 0, claim.clone()),
        None => without_answer(&example),
    }
}

/// What part two's walk gives `first` (the first example, and the one
/// walked through) and the `examples` beside it: the last answer, where it
/// goes with the first example or with one of its own, else the answer a
/// list of part two's examples gives the first example's input, or its
/// first example.
fn part_two(
    walked: &Walked,
    known: &[Example],
    asked: &Question,
    (first, walked_through): (&mut FoundExample, Option<usize>),
    examples: &mut Vec<FoundExample>,
) {
    let last = answers(walked)
        .last()
        .filter(|(claim, example)| example.is_some() && asked.fits(claim));
    first.candidates[1] = shown_for(walked, walked_through, known.len());
    if let Some((claim, Some(example))) = last {
        if Some(*example) == walked_through {
            first.answers[1] = Some(claim.clone());
        } else {
            let mut own = with_answer(&known[*example], 1, claim.clone());
            own.candidates[1] = shown_for(walked, Some(*example), known.len());
            examples.push(own);
        }
        return;
    }
    let Some((listed, claim)) = walked.listed.first() else {
        return;
    };
    let same = walked
        .listed
        .iter()
        .find(|(example, _)| example.input.trim() == first.input.trim());
    match same {
        Some((_, claim)) if asked.fits(claim) => first.answers[1] = Some(claim.clone()),
        Some(_) => {}
        None if asked.fits(claim) => examples.push(with_answer(listed, 1, claim.clone())),
        None => {}
    }
}

/// Each answer of `examples` asserted where the rules are sure of it, a
/// candidate otherwise (rule 8); and a candidate only where the question
/// could be answered with it: of the form it asks for, not a value it
/// names, and no example's input.
fn settle(
    examples: &mut [FoundExample],
    known: &[Example],
    walks: &[Walked],
    questions: &[Question; 2],
) {
    let inputs: Vec<&str> = known.iter().map(|example| example.input.trim()).collect();
    for example in examples {
        for (part, asked) in questions.iter().enumerate() {
            example.candidates[part].retain(|shown| {
                could_answer(shown, asked) && !inputs.contains(&shown.answer.trim())
            });
            let Some(claim) = example.answers[part].take() else {
                continue;
            };
            let candidates = &mut example.candidates[part];
            let so_far = walks
                .get(part)
                .is_some_and(|walked| walked.so_far.contains(&claim));
            let sizes: Vec<i64> = example
                .sizes
                .iter()
                .filter(|size| size.sure && usize::from(size.part) == part + 1)
                .map(|size| size.example)
                .collect();
            if sure(&claim, asked, &example.input, &sizes) && !so_far {
                // An asserted answer is no candidate of its own part.
                candidates.retain(|shown| shown.answer != claim.answer);
                example.answers[part] = Some(claim);
            } else if !candidates.iter().any(|shown| shown.answer == claim.answer) {
                candidates.push(claim);
            }
        }
    }
}

/// Of the examples `walks` refused for not having `shape`, the closest to
/// it, a code block before a sentence's code (`just example N K` takes a
/// block).
fn closest(walks: &[Walked], shape: Option<&InputShape>) -> Option<Refused> {
    let shape = shape?;
    let (example, why) = walks
        .iter()
        .flat_map(|walked| &walked.refused)
        .min_by_key(|(example, _)| (example.block.is_none(), shape.distance(&example.input)))?;
    Some(Refused {
        from: example.from.clone(),
        block: example.block,
        why: why.clone(),
    })
}

/// True when `claim` could answer `asked`: of the form the question asks
/// for (a number where it asks how many: not a letter naming a thing),
/// and not a value the question names itself (a count of steps, a size).
fn could_answer(claim: &Claim, asked: &Question) -> bool {
    asked.fits(claim) && !super::sure::named_by(&claim.answer, asked)
}

/// True when part one's text says the puzzle input is a program (a
/// sentence that speaks of "your puzzle input" and of a "program").
fn input_is_a_program(items: &[Item]) -> bool {
    paragraphs(items)
        .flat_map(words::sentences)
        .map(|sentence| words::plain(sentence).to_lowercase())
        .any(|sentence| sentence.contains("puzzle input") && sentence.contains("program"))
}
