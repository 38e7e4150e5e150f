//! Templates such as `"fold along {}={}"`, matched from left to right: see
//! [`Span::pattern`] and [`Span::pattern_with`].

use crate::array::try_array;
use crate::separator::find;
use crate::{Found, ParseError, Span};

/// A template being matched against a piece from left to right, one hole at
/// a time, each hole checked by its parser as soon as it is taken: so the
/// first mistake in reading order is the one reported.
pub struct Template<'a, 't> {
    /// What of the piece is not matched yet.
    rest: Span<'a>,
    /// The template after the holes taken so far and the literal text
    /// before the next: that hole's `{}` first.
    template: &'t str,
    /// `Some(signed)` when every hole is a number: a hole then takes a
    /// number's characters only, so a stray character is reported where it
    /// is rather than at the hole's start.
    numbers: Option<bool>,
}

impl<'a, 't> Template<'a, 't> {
    /// Starts matching `template`, which must have `holes` holes, against
    /// `span`: its literal text up to the first hole must be there.
    #[inline]
    pub(super) fn start(
        span: Span<'a>,
        template: &'t str,
        holes: usize,
        numbers: Option<bool>,
    ) -> Result<Self, ParseError> {
        let hole_count = count_holes(template);
        if hole_count != holes {
            return Err(wrong_hole_count(span, template, holes, hole_count));
        }
        let (first, template) = split_at_hole(template);
        let rest = span.strip_prefix(first)?;
        Ok(Self {
            rest,
            template,
            numbers,
        })
    }

    /// Takes the next hole, turns it into a `T` with `hole`, then matches
    /// the literal text after it.
    ///
    /// A number hole takes a number's characters. Any other hole takes the
    /// text up to where the next literal text starts, or the rest of the
    /// piece for a hole at the template's end. Where the literal is missing,
    /// the hole runs to where it most likely belongs (see
    /// [`Span::missing_at`]) and is checked before the literal is reported.
    #[inline]
    pub(super) fn hole<T>(
        &mut self,
        hole: impl FnOnce(Span<'a>) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        let rest = self.rest;
        let (literal, template) = split_at_hole(self.template.get(2..).unwrap_or(""));
        self.template = template;
        // No `{}` after this hole's literal: this hole is the last.
        let last = template.is_empty();
        let length = match self.numbers {
            Some(signed) => match number_length(rest.text(), signed) {
                // No number here: what stands in its place is reported, up
                // to the next literal.
                0 => {
                    let token_end = find(rest.text(), literal).filter(|_| !literal.is_empty());
                    return hole(rest.slice(0, token_end.unwrap_or(rest.text().len())))
                        .and_then(|_| Err(rest.error(format!("a number then {literal:?}"))));
                }
                length => length,
            },
            None if literal.is_empty() && last => rest.text().len(),
            None if literal.is_empty() => 0,
            None => match find(rest.text(), literal)
                .or_else(|| rest.find_into_trailing_space(literal))
            {
                Some(at) => at,
                None => {
                    let (at, error) = rest.missing_at(literal);
                    // A hole that ran on because its literal is missing, and
                    // holds too many (or too few) things, says the literal;
                    // one whole value followed by more is the literal missing.
                    hole(rest.slice(0, at)).map_err(|mut error| {
                        if matches!(error.found, Found::Count { .. }) {
                            error.expected = format!("{}, then {literal:?}", error.expected);
                        }
                        rest.literal_expected(literal, error)
                    })?;
                    return Err(error);
                }
            },
        };
        let value =
            hole(rest.slice(0, length)).map_err(|error| rest.literal_expected(literal, error))?;
        self.rest = rest.after(length).strip_prefix(literal)?;
        Ok(value)
    }

    /// Succeeds when the whole piece was matched; otherwise reports what is
    /// left, where it starts.
    #[inline]
    pub(super) fn end(self) -> Result<(), ParseError> {
        let rest = self.rest;
        if rest.is_empty() {
            return Ok(());
        }
        Err(rest.error(if rest.ends_line() {
            "end of line"
        } else {
            "nothing more"
        }))
    }
}

/// A mistake in the calling parser, not in the input: still an error rather
/// than a panic, and one that says what to fix.
#[cold]
fn wrong_hole_count(span: Span<'_>, template: &str, holes: usize, hole_count: usize) -> ParseError {
    ParseError::new(
        span.line,
        template,
        format!("a template with {holes} holes `{{}}` (the parser's template has {hole_count})"),
    )
}

/// The literal text up to the template's first hole, and the template from
/// that hole's `{}` on (empty when there is no hole). Bytes, not a `str`
/// pattern: a `{}` search set up once per line costs more than the line.
#[inline]
pub(super) fn split_at_hole(template: &str) -> (&str, &str) {
    let at = hole_at(template.as_bytes()).unwrap_or(template.len());
    template.split_at(at)
}

/// Where the template's first hole `{}` starts.
#[inline]
pub(super) fn hole_at(template: &[u8]) -> Option<usize> {
    template.windows(2).position(|pair| pair == b"{}")
}

/// How many holes `{}` the template has.
#[inline]
fn count_holes(mut template: &str) -> usize {
    let mut holes = 0;
    while let Some(at) = hole_at(template.as_bytes()) {
        holes += 1;
        template = &template[at + 2..];
    }
    holes
}

/// How many bytes at the start of `text` a number can take: digits, after
/// a `-` if `signed`; 0 when there are no digits.
pub(super) fn number_length(text: &str, signed: bool) -> usize {
    let sign = usize::from(signed && text.starts_with('-'));
    let digits = text[sign..].bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 { 0 } else { sign + digits }
}

/// The parsers for the holes of a template, one per hole, in order, for
/// [`Span::pattern_with`]: one function or closure for a template with one
/// hole, a tuple of one to eight, each taking a [`Span`] and returning
/// `Result<T, ParseError>` (a `T` of its own), an array of parsers of one
/// type (`[room; 4]`, each hole the same kind), or `()` for a template with
/// none. `Values` is what the one returns, the tuple or array of what they
/// return, or `()` for none.
///
/// A closure needs the type of its parameter: wrap it in [`parser`]
/// (`parser(|axis| axis.one_of(…))`), which gives it, and lets it return
/// text borrowed from the input (`parser(|name| Ok(name.text()))`); writing
/// it (`|axis: Span| …`) does for any other closure. A function such as
/// `Span::number::<u32>` needs neither.
///
/// ```
/// use aoc_common::{Span, parser};
/// let line = aoc_common::lines("start-QX").next().unwrap();
/// let cave = parser(|name| Ok(name.only("letters", |c| c.is_ascii_alphabetic())?.text()));
/// assert_eq!(line.pattern_with("{}-{}", (cave, cave))?, ("start", "QX"));
/// let line = aoc_common::lines("--- scanner 3 ---").next().unwrap();
/// assert_eq!(line.pattern_with("--- scanner {} ---", Span::number::<u32>)?, 3);
/// let room = parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
/// let line = aoc_common::lines("#D#A#C#B#").next().unwrap();
/// assert_eq!(line.pattern_with("#{}#{}#{}#{}#", [room; 4])?, [3, 0, 2, 1]);
/// let line = aoc_common::lines("noop").next().unwrap();
/// assert_eq!(line.pattern_with("noop", ())?, ());
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub trait HoleParsers<'a> {
    /// What the parsers return: the one's value, or a tuple in the same
    /// order.
    type Values;
    /// How many holes the template must have.
    #[doc(hidden)]
    const COUNT: usize;
    /// Runs each parser on its hole, in order.
    #[doc(hidden)]
    fn take(self, template: &mut Template<'a, '_>) -> Result<Self::Values, ParseError>;
}

/// A closure made a parser of a piece: its parameter's type (a [`Span`])
/// given, so Rust infers the rest, for a hole of [`Span::pattern_with`] or
/// [`Span::case`], a line of [`records`](crate::records), or anywhere a
/// parser of a piece is wanted: `parser(|axis| axis.one_of(&[("x", 0),
/// ("y", 1)]))`. The closure can return text borrowed from the input, which
/// a closure whose parameter is written `|name: Span|` cannot. A function
/// (`Span::number::<u32>`, `Span::word`) or a [`words`](crate::words) table
/// is a parser as it is, with nothing to wrap.
///
/// ```
/// use aoc_common::parser;
/// let line = aoc_common::lines("kd-end").next().unwrap();
/// let cave = parser(|name| Ok(name.text()));
/// let (from, to) = line.pattern_with("{}-{}", (cave, cave))?;
/// assert_eq!((from, to), ("kd", "end"));
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
///
/// The closure is a plain `Fn`, so it can be given again and again (to each
/// hole of a template, or to [`records`](crate::records) as the parser of a
/// line); one that changes what it captures is written without `parser`.
#[inline]
pub fn parser<'a, T, F>(parser: F) -> F
where
    F: Fn(Span<'a>) -> Result<T, ParseError>,
{
    parser
}

/// The name [`parser`] had: it made a parser for a template's hole, and
/// for a whole line as well.
#[doc(hidden)]
#[deprecated(
    note = "use `parser(|piece| …)`: the same, named for what it makes (a hole's parser or a line's)"
)]
#[inline]
pub fn hole<'a, T, F>(parser: F) -> F
where
    F: Fn(Span<'a>) -> Result<T, ParseError>,
{
    parser
}

impl<'a, F, T> HoleParsers<'a> for F
where
    F: FnOnce(Span<'a>) -> Result<T, ParseError>,
{
    type Values = T;
    const COUNT: usize = 1;

    #[inline]
    fn take(self, template: &mut Template<'a, '_>) -> Result<T, ParseError> {
        template.hole(self)
    }
}

/// One parser a hole, in an array: the same kind of value from every hole
/// (day 23's rooms, `[room; 4]`), as an array.
impl<'a, F, T, const N: usize> HoleParsers<'a> for [F; N]
where
    F: FnOnce(Span<'a>) -> Result<T, ParseError>,
{
    type Values = [T; N];
    const COUNT: usize = N;

    #[inline]
    fn take(self, template: &mut Template<'a, '_>) -> Result<[T; N], ParseError> {
        let mut parsers = self.into_iter();
        // Each hole in reading order, its parser the next in the array.
        try_array(|_| match parsers.next() {
            Some(parser) => template.hole(parser),
            // The array holds one for each hole: never reached.
            None => Err(template.rest.error("a parser for each hole")),
        })
    }
}

/// No parsers, for a template without holes: `line.case("noop", (), |()|
/// Noop)` among cases that have some, or `pattern_with("noop", ())`, which
/// checks the piece is that text and gives `()`.
impl<'a> HoleParsers<'a> for () {
    type Values = ();
    const COUNT: usize = 0;

    #[inline]
    fn take(self, _: &mut Template<'a, '_>) -> Result<(), ParseError> {
        Ok(())
    }
}

macro_rules! hole_parsers {
    ($count:literal: $($parser:ident $value:ident),+) => {
        impl<'a, $($parser, $value),+> HoleParsers<'a> for ($($parser,)+)
        where
            $($parser: FnOnce(Span<'a>) -> Result<$value, ParseError>),+
        {
            type Values = ($($value,)+);
            const COUNT: usize = $count;

            #[allow(non_snake_case)]
            #[inline]
            fn take(self, template: &mut Template<'a, '_>) -> Result<Self::Values, ParseError> {
                let ($($parser,)+) = self;
                // A tuple is built left to right: each hole in reading order.
                Ok(($(template.hole($parser)?,)+))
            }
        }
    };
}
hole_parsers!(1: F0 T0);
hole_parsers!(2: F0 T0, F1 T1);
hole_parsers!(3: F0 T0, F1 T1, F2 T2);
hole_parsers!(4: F0 T0, F1 T1, F2 T2, F3 T3);
hole_parsers!(5: F0 T0, F1 T1, F2 T2, F3 T3, F4 T4);
hole_parsers!(6: F0 T0, F1 T1, F2 T2, F3 T3, F4 T4, F5 T5);
hole_parsers!(7: F0 T0, F1 T1, F2 T2, F3 T3, F4 T4, F5 T5, F6 T6);
hole_parsers!(8: F0 T0, F1 T1, F2 T2, F3 T3, F4 T4, F5 T5, F6 T6, F7 T7);
