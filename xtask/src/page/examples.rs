//! The puzzle's example and the answers the page gives for it, found from
//! what the page itself says: there is no table of past puzzles here, since
//! the rules have to serve a puzzle nobody has seen yet. Precision first:
//! where the page does not let one tell, nothing is taken, because a wrong
//! answer written into a day's test fails it for the wrong reason.
//! `cargo xtask examples-measure` measures the rules on real pages (see
//! [`super::measure`]).
//!
//! A part's article is read as a row of items: paragraphs, list items (a
//! paragraph inside one is part of it) and code blocks (`<pre>`, wherever
//! they sit). The rules:
//!
//! 1. **An example is introduced as one.** A code block is an example when
//!    the sentence just before it ends with a colon, speaks of an example or
//!    supposes one ("For example:", "Here is a larger example:", "Suppose
//!    …:", "Consider …:", "Given …:") and points back at nothing ("above",
//!    "same", "again", "this example"). A sentence that names one code after
//!    the word "example" and ends with a colon introduces that code ("For
//!    example, if the key is `abc`:"), unless it speaks of "the following"
//!    thing: then the block after it is the example, and the code is a
//!    detail of it. So does a sentence that supposes the input were one
//!    code, colon or not ("For example, suppose your labeling were
//!    `389125467`.", "if your instructions are `R8, R4`,"; an aside
//!    supposes nothing). A block that shows frames of one shape,
//!    each much like the one before (three characters in four the same)
//!    over a background they share (half the characters the same in
//!    all), is a walk-through: its first frame is the example. So is the
//!    first state of a block whose frames each carry a label, the first
//!    naming the state before any step ("Initial arrangement:", "Before
//!    any steps:"): the example is that state without its label, and
//!    without the notes drawn beside it (`#.G.#   G(200)`). Such a block
//!    starts an example of its own, introduced or not, unless its state is
//!    one shown already. A drawing about an input is none: a step drawn
//!    side by side (`..G.  -->  ...G`) or bits drawn over the labels of
//!    their fields. A list of examples whose total the next paragraph
//!    gives for the items "above" is one example, a line an item.
//! 2. **Walk-throughs follow their example.** A later block introduced with
//!    the word "example" and other text starts another example, but one
//!    introduced as "examples" shows several, each with its result (a
//!    table), and is no input; a block introduced as "the first example",
//!    "as above" or "as before" takes the walk back to the first; a block
//!    that is the example walked through with more lines after it is that
//!    example in full ("Together, the list might look like this:"); anything
//!    else belongs to the example being walked through. A sentence that
//!    names one of the examples shown ("the larger example", "the smaller
//!    example", "the second example above") points back at it: the walk
//!    goes on with that one, from that sentence on. It names it by the
//!    words between "the" (or "this", "that") and "example", each a place
//!    or a size ("this smaller example", "the second, larger example"); of
//!    several, the last names the one its answer goes with; where its words
//!    name two different examples, what it gives goes with none. "Another example"
//!    introduces a block, colon or not; told in words, what the paragraph
//!    gives goes with no example.
//! 3. **The answer is the last one a paragraph emphasises**: a `<code>`
//!    holding nothing but an `<em>` (or the other way round), or the result
//!    of a code sum (`1 + 2 = 3`), in the part's paragraphs (list items are
//!    steps of the walk). It is the answer for the example being walked
//!    through where it stands. A value other than a number that the same
//!    paragraph also shows as a plain code is a symbol pointed at (`marked
//!    O`), not an answer. Pages that emphasise no answer at all (the early
//!    years), and a part that emphasises none for its example, give theirs
//!    as plain code (a number emphasised alone, `<em>15</em>`, reads as
//!    one, though never as an example's input): then a sentence that speaks
//!    of the example ("In this arrangement, …") or a total and names one
//!    code (asides left out; a value named twice is one) gives that code,
//!    and so does one that ends by stating its last code ("… is `ABC`.",
//!    "… will be `436`."; where it speaks of the example, also "… the
//!    answer `4`."), and one whose one number is followed by the word the
//!    question asks a count of gives that number ("… now takes `10` steps,
//!    and …" where it asks "how many steps …?"), unless the sentence names
//!    the thing it counts in (a value other than a number before it, or
//!    after "from", "for", "in" or "of"). A question is no answer.
//! 4. **Lists of examples.** A list introduced by a sentence that ends with
//!    a colon and speaks of examples ("Here are some examples:", "the
//!    examples from above:") or of an example it does not point back at
//!    ("In the above example:" walks one through) holds examples: an item that
//!    names its input as code and its answer emphasised ("`1234` produces
//!    `0`", "`FBFB`: row 70, seat ID 567"), or, where nothing is
//!    emphasised, as the item's second code or the first clause's
//!    ("`2233` makes a sum of `5` (…) because …") or as the code it
//!    ends by stating ("Given `0,3,6`, the `900`th number is `175`."), or
//!    holds a code block whose answer the item's text emphasises, or
//!    writes its example out before a colon, from a code on and with codes
//!    among its words, and emphasises the answer after it ("`4` snails; the
//!    track is `90` inches long: the winner takes `31` seconds": the
//!    example is the words before the colon). A list
//!    introduced "For example, …:" holds examples even where it points back
//!    ("given the same seeds as above"). When part one's paragraphs give
//!    no answer, the list's first example is part one's example. An item
//!    that starts with a code but gives no answer the rules can tell still
//!    names an example: where the part has no other, the first such is
//!    its example, with no answer. A list that sorts its examples, where
//!    the question counts one sort ("`ab[cd]ba` holds a mirror", "`xy[zz]qq`
//!    does *not*", and "How many tags hold a mirror?"), answers each `1`
//!    or `0`, as the question counts it on that line alone, where every
//!    item's verdict is words the question's agree or disagree with and
//!    both sorts are among them ([`mod@counted`]).
//! 5. **The answer has the form the question asks for.** A question asking
//!    how many, how much, or for a sum, total, length, count or product
//!    (or what it asks about is the lowest, the least, a distance or an
//!    ID) takes a number, nothing else; the question's asides ask nothing
//!    ("(the path itself, not its length)").
//! 6. **Part two** walks on with part one's example once its text speaks of
//!    an example, of "above", "again", "same" or "before": its last answer
//!    is then part two's answer for it. An example of part two's own takes
//!    its answer with it, and so does a block part two supposes ("Suppose
//!    the list were instead:") while part one's example is taken up; where its last answer goes with no example, a
//!    list of part two's examples gives the answer for part one's input, or
//!    its first example.
//! 7. **Values put together.** Where the question asks for a sum or a
//!    product of values ("the sum of", "add up", "multiply"), a paragraph
//!    that neither speaks of putting them together nor shows a sum gives
//!    one of the values, not the answer ("using stack 2, … is `8`" before
//!    "multiply these together?"), and nothing is taken from it.
//! 8. **Sure, or a candidate.** An answer is asserted only where two
//!    readings agree, where it stands and what the question asks
//!    ([`mod@sure`] and [`agree`]): no value the question names itself, no
//!    count another than the question's in its sentence, digits or words
//!    ("after ten rounds" where it asks after 100), nor in a sentence
//!    before it in its paragraph, where its own names none (a value so
//!    far), no factor where the question multiplies, no mark of the
//!    example, no letter alone (a label of the description, unless the
//!    question asks for a letter), no count of the things the question
//!    goes over, no value worked into another, and no
//!    sequence where the question asks its length. The counts a question
//!    asks after are those of its paragraph up to it ("Simulate `100`
//!    moves. What are the labels after cup `1`?"). Any other answer is a
//!    candidate, as is every value the question could be answered with
//!    but an example's input and what the page states before its example
//!    is shown; a count the walk spells in words is shown as digits.
//! 9. **Your input, the second reading.** Where the day's input is yours,
//!    an example is taken only where it has your input's shape
//!    ([`mod@shape`]): where the one the words give has not, the next block
//!    introduced that has is taken, or, while none is walked through, the
//!    next block that has; an example laid out otherwise is taken as your
//!    input lays it out; an example of fewer groups than yours takes the
//!    line quoted after it that ends it; and where the words give none,
//!    the values a sentence supposes in the shape of yours
//!    ([`mod@yours`]), a value of your one line's form after "For
//!    example:", or part two's first example. The closest example refused is kept, to be named.

mod agree;
mod answers;
mod counted;
mod frames;
mod gather;
mod intro;
mod items;
mod lists;
mod read;
mod shape;
mod sizes;
mod sure;
mod walk;
mod words;
mod yours;

use layout::Day;
use layout::notes::{Noted, Said, SizeNoted};

use self::items::{Example, Walked};
pub use self::shape::{Disagreement, InputShape};
pub use self::sizes::SizeAt;
use super::Page;

/// What the page says of its examples.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// The examples, part one's first.
    pub examples: Vec<FoundExample>,
    /// How many of the day's puzzles the page shows (0, 1 or 2).
    pub parts: usize,
    /// Of the examples the rules would have taken that have not the shape
    /// of your input, the closest to it, and why it has not.
    pub refused: Option<Refused>,
    /// Read beside your input: the examples the page alone gives that have
    /// not its shape, which a reading before your input was there may have
    /// written into the day's crate, to be taken out again.
    pub superseded: Vec<Superseded>,
}

/// An example the page alone gives that has not the shape of your input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Superseded {
    /// Its text.
    pub input: String,
    /// Where it stands: `code block 1`, or the sentence.
    pub from: String,
    /// Why it has not your input's shape.
    pub why: Disagreement,
}

/// An example the page's words give that has not the shape of your input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// Where it stands: `code block 2`, or the sentence.
    pub from: String,
    /// Code block's number, when it is one.
    pub block: Option<usize>,
    /// Why it has not your input's shape.
    pub why: Disagreement,
}

/// One example and the answers the page gives for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundExample {
    /// The example's text.
    pub input: String,
    /// Where it was taken from: `code block 2`, the first state shown in
    /// one, or the sentence or list item it stands in.
    pub from: String,
    /// Code block's number, when it is one.
    pub block: Option<usize>,
    /// The answers of parts one and two, each where the rules are sure of
    /// it: asserted in the day's tests.
    pub answers: [Option<Claim>; 2],
    /// Every other value the page shows of each part's output for this
    /// example, with the sentence it stands in: never asserted, only said
    /// beside a run of the part on the example.
    pub candidates: [Vec<Claim>; 2],
    /// The sizes the page runs this example at, where they are not your
    /// input's (see [`mod@sizes`]).
    pub sizes: Vec<SizeAt>,
}

/// An answer, and the sentence it was taken from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The answer.
    pub answer: String,
    /// The sentence, as text.
    pub sentence: String,
}

impl FoundExample {
    /// What the page shows of this example's outputs, as the tools keep it
    /// beside the stored page: each part's asserted answer, then its
    /// candidates; the sizes it runs at that the rules are sure of, and
    /// every value of those they are unsure of, for a failing test to try.
    pub fn noted(&self) -> Noted {
        let part = |index: usize| {
            let asserted = self.answers[index]
                .iter()
                .map(|claim| Said::answer(&claim.answer, &claim.sentence));
            let shown = self.candidates[index]
                .iter()
                .map(|claim| Said::shown(&claim.answer, &claim.sentence));
            asserted.chain(shown).collect()
        };
        Noted {
            input: self.input.clone(),
            parts: [part(0), part(1)],
            sizes: self
                .sizes
                .iter()
                .filter(|size| size.sure)
                .map(|size| SizeNoted {
                    name: size.name.clone(),
                    example: size.example,
                    input: size.input,
                    sentence: size.sentence.clone(),
                })
                .collect(),
            candidate_sizes: self
                .sizes
                .iter()
                .filter(|size| !size.sure)
                .flat_map(|size| {
                    size.values.iter().map(|&example| SizeNoted {
                        name: size.name.clone(),
                        example,
                        input: size.input,
                        sentence: size.sentence.clone(),
                    })
                })
                .collect(),
        }
    }
}

impl Found {
    /// What `page`, the page of `day`, says of its examples: as
    /// [`Found::on_with`] by the page alone, but the last day of a year has
    /// one puzzle, so nothing on its page answers a part 2.
    pub fn of_day(page: &Page, day: Day) -> Self {
        Self::on_with(page, None).of_the_day(day)
    }

    /// What `page`, the page of `day`, says of its examples, read beside
    /// `shape`, the shape of your input where it is yours (see
    /// [`shape`]); and, beside it, what the page alone gives that has not
    /// its shape.
    pub fn of_day_with(page: &Page, day: Day, shape: Option<&InputShape>) -> Self {
        match shape {
            Some(shape) => Self::of_day_beside(page, day, shape, &Self::of_day(page, day)),
            None => Self::of_day(page, day),
        }
    }

    /// As [`Found::of_day_with`] beside `shape`, where what the page alone
    /// gives is read already (`alone`, from [`Found::of_day`]).
    pub fn of_day_beside(page: &Page, day: Day, shape: &InputShape, alone: &Found) -> Self {
        let mut found = Self::on_with(page, Some(shape));
        found.superseded = alone
            .examples
            .iter()
            .filter_map(|example| {
                let why = shape.agrees(&example.input).err()?;
                Some(Superseded {
                    input: example.input.clone(),
                    from: example.from.clone(),
                    why,
                })
            })
            .collect();
        found.of_the_day(day)
    }

    /// What was found, on the page of `day`: the last day of a year has
    /// one puzzle, so its first example alone, and no part 2.
    fn of_the_day(mut self, day: Day) -> Self {
        if day.is_last() {
            for example in &mut self.examples {
                example.answers[1] = None;
                example.candidates[1].clear();
            }
            self.examples.truncate(1);
            self.parts = self.parts.min(1);
        }
        self
    }

    /// As [`Found::of_day_with`], or, where a rule fails on a page none of
    /// them foresaw (a panic), what failed: the page, your input and the
    /// day's crate stand all the same, and `just example N K` still takes
    /// code block K.
    pub fn of_day_guarded(
        page: &Page,
        day: Day,
        shape: Option<&InputShape>,
    ) -> Result<Self, ReadingFailed> {
        guarded(|| Self::of_day_with(page, day, shape))
    }

    /// Code block `block` of `page` (the page of `day`), which holds
    /// `text`, taken as the example, as `just example N K` takes it: the
    /// answers and values the page alone gives for that very block, where
    /// its reading took it, and the sizes the page runs its example at;
    /// or, where a rule fails on the page (a panic), what failed.
    pub fn chosen(
        page: &Page,
        day: Day,
        block: usize,
        text: &str,
    ) -> Result<FoundExample, ReadingFailed> {
        guarded(|| {
            let taken = Self::of_day(page, day)
                .examples
                .into_iter()
                .find(|example| {
                    example.block == Some(block) && example.input.trim_end() == text.trim_end()
                });
            let mut example =
                taken.unwrap_or_else(|| without_answer(&Example::block(text.to_owned(), block)));
            example.sizes = read::sizes_for(page, &example);
            example
        })
    }

    /// What `page` says of its examples, read by the page alone.
    #[cfg(test)]
    pub fn on(page: &Page) -> Self {
        Self::on_with(page, None)
    }

    /// What `page` says of its examples, each taken only where it has
    /// `shape`, the shape of your input, where that is known.
    pub fn on_with(page: &Page, shape: Option<&InputShape>) -> Self {
        read::read(page, shape)
    }
}

/// The answers a part's paragraphs give: those it emphasises, or, where it
/// emphasises none for an example, those an early page would give.
fn answers(walked: &Walked) -> &[(Claim, Option<usize>)] {
    if walked.answers.iter().any(|(_, example)| example.is_some()) {
        &walked.answers
    } else {
        &walked.plain
    }
}

fn without_answer(example: &Example) -> FoundExample {
    FoundExample {
        input: example.input.clone(),
        from: example.from.clone(),
        block: example.block,
        answers: [None, None],
        candidates: [Vec::new(), Vec::new()],
        sizes: Vec::new(),
    }
}

/// `example` with `claim` as part `part`'s answer (0 or 1).
fn with_answer(example: &Example, part: usize, claim: Claim) -> FoundExample {
    let mut found = without_answer(example);
    found.answers[part] = Some(claim);
    found
}

/// A reading that stopped on a page none of the rules foresaw (a panic):
/// where and why, in one line. The fault is the tools', never the page's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadingFailed(pub String);

impl std::fmt::Display for ReadingFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReadingFailed {}

/// What `read` gives, or, where it panics, where and why, said in one
/// line and not printed: the reading's fault is the tools', and the
/// command that read goes on. A panic of another thread meanwhile is
/// printed as before.
fn guarded<T>(read: impl FnOnce() -> T) -> Result<T, ReadingFailed> {
    use std::sync::{Arc, Mutex};
    let said: Arc<Mutex<String>> = Arc::default();
    let previous = Arc::new(std::panic::take_hook());
    let (kept, others) = (Arc::clone(&said), Arc::clone(&previous));
    let reader = std::thread::current().id();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().id() != reader {
            others(info);
        } else if let Ok(mut said) = kept.lock() {
            *said = info.to_string().replace('\n', " ");
        }
    }));
    let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(read));
    std::panic::set_hook(Box::new(move |info| previous(info)));
    read.map_err(|_| ReadingFailed(said.lock().map(|said| said.clone()).unwrap_or_default()))
}

#[cfg(test)]
mod tests;
