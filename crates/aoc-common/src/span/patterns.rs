//! Literal text and templates with holes: [`Span::strip_prefix`],
//! [`Span::literal`], and [`Span::pattern`], [`Span::pattern_with`] and
//! [`Span::pattern_numbers`], which match a
//! template such as `"fold along {}={}"` from left to right (the machinery is
//! in `template`).

use crate::array::try_array;
use crate::number::Number;
use crate::{ParseError, Span};

use super::template::{self, HoleParsers, Template};

impl<'a> Span<'a> {
    /// The rest of the piece after `prefix`; an error at the first character
    /// where the piece and `prefix` part ways.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// assert_eq!(line.strip_prefix("fold along ")?.text(), "y=7");
    ///
    /// let error = line.strip_prefix("fold along x").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 12: expected "x", found "y""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn strip_prefix(self, prefix: &str) -> Result<Self, ParseError> {
        match self.text.strip_prefix(prefix) {
            Some(rest) => Ok(Self { text: rest, ..self }),
            None => self.strip_into_trailing_space(prefix),
        }
    }

    /// `prefix` matched into the white space a line's content leaves out at
    /// its end, if it is there: what follows is an empty piece after it.
    #[cold]
    #[inline(never)]
    fn strip_into_trailing_space(self, prefix: &str) -> Result<Self, ParseError> {
        match self.into_trailing_space() {
            Some(raw) if raw.starts_with(prefix) && prefix.starts_with(self.text) => {
                Ok(self.empty_at(prefix.len()))
            }
            _ => Err(self.prefix_error(prefix)),
        }
    }

    /// Checks that the piece is exactly `text`; an error names the first
    /// character that differs.
    ///
    /// ```
    /// let line = aoc_common::lines("#.x.#").next().unwrap();
    /// let error = line.literal("#...#").unwrap_err();
    /// assert_eq!(error.to_string(), r##"line 1, column 3: expected "..#", found "x.#""##);
    /// ```
    pub fn literal(self, text: &str) -> Result<(), ParseError> {
        self.pattern::<0>(text).map(|[]| ())
    }

    /// Matches the piece against `template`, literal text with `N` holes
    /// written `{}`, and returns the holes. Each hole takes the text up to the
    /// first place where the template's next literal text follows; the last
    /// hole, if the template ends with one, takes the rest. A mismatch names
    /// the column where the piece and the template part ways; a literal that
    /// is missing is looked for as [`Span::split_once`] does.
    ///
    /// The holes are not checked: to check each hole as it is taken, before
    /// the text after it, give each a parser with [`Span::pattern_with`]. For
    /// holes that are numbers, [`Span::pattern_numbers`] is stricter still:
    /// each hole takes only a number's characters, so a mistake is reported
    /// in the field where it is.
    ///
    /// ```
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// let [axis, at] = line.pattern("fold along {}={}")?;
    /// assert_eq!((axis.text(), at.number::<u32>()?), ("y", 7));
    ///
    /// let line = aoc_common::lines("fold along y:7").next().unwrap();
    /// let error = line.pattern::<2>("fold along {}={}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 13: expected "=", found ":7""#);
    ///
    /// let line = aoc_common::lines("KN => P").next().unwrap();
    /// let error = line.pattern::<2>("{} -> {}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 4: expected "-> ", found "=> ""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern<const N: usize>(self, template: &str) -> Result<[Self; N], ParseError> {
        self.map_holes(template, None, Ok)
    }

    /// The holes of a template, each through the one parser `hole`: what
    /// [`Span::pattern_with`] gives with an array of parsers.
    #[doc(hidden)]
    #[deprecated(
        note = "use `.pattern_with(template, [parser; N])`: the same, one parser a hole, as an array"
    )]
    pub fn pattern_map<T, const N: usize>(
        self,
        template: &str,
        hole: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        self.map_holes(template, None, hole)
    }

    /// The holes of a template (see [`Span::pattern`]), each turned into a
    /// value of its own type by its own parser, in order: `parsers` is a
    /// tuple with one function or closure per hole, an array of parsers of
    /// one type (`[room; 4]`: the holes as an array), or the one parser of a
    /// template with one hole (see [`HoleParsers`]; a closure is wrapped in
    /// [`parser`](crate::parser), which gives its parameter's type).
    /// Each hole is checked as soon as it is taken, before the literal text
    /// after it, so the first mistake in reading order is the one reported.
    ///
    /// Day 13's folds (a letter, then a number) and day 14's rules (two
    /// letters, then one):
    ///
    /// ```
    /// use aoc_common::{Span, parser};
    /// let axis = parser(|axis| axis.one_of(&[("x", 0), ("y", 1)]));
    /// let line = aoc_common::lines("fold along y=7").next().unwrap();
    /// assert_eq!(line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?, (1, 7));
    ///
    /// let line = aoc_common::lines("fold along z=7").next().unwrap();
    /// let error = line.pattern_with("fold along {}={}", (axis, Span::number::<u32>)).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 12: expected one of "x", "y", found "z""#);
    ///
    /// let letter = |c: char| c.is_ascii_uppercase().then_some(c);
    /// let pair = parser(|pair| pair.map_chars_n::<_, 2>("a capital letter", letter));
    /// let insert = parser(|insert| insert.one_char("a capital letter", letter));
    /// let rule = parser(|line| line.pattern_with("{} -> {}", (pair, insert)));
    /// let (pair, insert) = rule(aoc_common::lines("CH -> B").next().unwrap())?;
    /// assert_eq!((pair, insert), (['C', 'H'], 'B'));
    /// let error = rule(aoc_common::lines("CH -> 7").next().unwrap()).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 7: expected a capital letter, found "7""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    ///
    /// Day 23's rooms, each hole the same kind: an array of parsers gives
    /// an array.
    ///
    /// ```
    /// let room = aoc_common::parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
    /// let line = aoc_common::lines("###D#A#C#B###").next().unwrap();
    /// assert_eq!(line.pattern_with("###{}#{}#{}#{}###", [room; 4])?, [3, 0, 2, 1]);
    /// let line = aoc_common::lines("###D#A#CxB###").next().unwrap();
    /// let error = line.pattern_with("###{}#{}#{}#{}###", [room; 4]).unwrap_err();
    /// assert_eq!(error.to_string(), r###"line 1, column 9: expected "#", found "xB###""###);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    #[inline]
    pub fn pattern_with<H: HoleParsers<'a>>(
        self,
        template: &str,
        parsers: H,
    ) -> Result<H::Values, ParseError> {
        let mut template = Template::start(self, template, H::COUNT, None)?;
        let values = parsers.take(&mut template)?;
        template.end()?;
        Ok(values)
    }

    /// The holes of a template (see [`Span::pattern`]), each a number of
    /// type `T` (see [`Span::number`]). A hole takes the characters a number
    /// can have (digits, after a `-` for a signed type), and the template's
    /// next literal text must follow right there: the error is at the first
    /// character that does not fit, in the field where it is.
    ///
    /// ```
    /// let line = aoc_common::lines("target area: x=44..71, y=-91..-63").next().unwrap();
    /// let [x1, x2, y1, y2] = line.pattern_numbers::<i32, 4>("target area: x={}..{}, y={}..{}")?;
    /// assert_eq!((x1, x2, y1, y2), (44, 71, -91, -63));
    ///
    /// let line = aoc_common::lines("12,7 => 30,9").next().unwrap();
    /// let error = line.pattern_numbers::<u32, 4>("{},{} -> {},{}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 6: expected "-> ", found "=> ""#);
    ///
    /// let line = aoc_common::lines("x=-20.26,y=-36..17").next().unwrap();
    /// let error = line.pattern_numbers::<i32, 4>("x={}..{},y={}..{}").unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 7: expected ".", found "2""#);
    /// # Ok::<(), aoc_common::ParseError>(())
    /// ```
    pub fn pattern_numbers<T: Number, const N: usize>(
        self,
        template: &str,
    ) -> Result<[T; N], ParseError> {
        // A piece that fits is read straight from its bytes; anything else
        // is read again, step by step, for the error.
        match numbers_in(self.text().as_bytes(), template.as_bytes()) {
            Some(numbers) => Ok(numbers),
            None => self.map_holes(template, Some(T::SIGNED), Span::number),
        }
    }

    /// Matches `template` from left to right, each hole turned into a `T` by
    /// `hole` as soon as it is taken. With `numbers` (whether signed), a
    /// hole takes a number's characters; otherwise text up to the next
    /// literal, or the rest of the piece for a hole at the template's end.
    pub(super) fn map_holes<T, const N: usize>(
        self,
        template: &str,
        numbers: Option<bool>,
        mut hole: impl FnMut(Self) -> Result<T, ParseError>,
    ) -> Result<[T; N], ParseError> {
        let mut template = Template::start(self, template, N, numbers)?;
        let values = try_array(|_| template.hole(&mut hole))?;
        template.end()?;
        Ok(values)
    }
}

/// The numbers in the holes of `template` when `text` fits it as
/// [`Span::pattern_numbers`] reads it (each hole the longest number there,
/// in range, then the next literal text), or `None`, without building an
/// error or allocating.
fn numbers_in<T: Number, const N: usize>(mut text: &[u8], mut template: &[u8]) -> Option<[T; N]> {
    let mut numbers = [T::default(); N];
    let mut filled = 0;
    loop {
        let hole = template::hole_at(template);
        text = text.strip_prefix(&template[..hole.unwrap_or(template.len())])?;
        let Some(hole) = hole else {
            break;
        };
        template = &template[hole + 2..];
        let (number, length) = T::prefix(text)?;
        *numbers.get_mut(filled)? = number;
        filled += 1;
        text = &text[length..];
    }
    (filled == N && text.is_empty()).then_some(numbers)
}

#[cfg(test)]
mod tests {
    use crate::span::tests::first;

    #[test]
    fn a_template_with_the_wrong_hole_count_is_an_error_not_a_panic() {
        let error = first("1,2").pattern::<3>("{},{}").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 1: expected a template with 3 holes `{}` (the parser's template has 2), found "{},{}""#
        );
    }
    #[test]
    fn surplus_after_the_template_is_reported_where_it_starts() {
        let error = first("--- scanner 1 --- x")
            .pattern::<1>("--- scanner {} ---")
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 18: expected end of line, found " x""#
        );
        let error = first("<a> b").pattern::<1>("<{}>").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 4: expected end of line, found " b""#
        );
        let (inner, _) = first("<a>b | c").split_once(" | ").unwrap();
        let error = inner.pattern::<1>("<{}>").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 4: expected nothing more, found "b""#
        );
    }
    #[test]
    fn number_holes_take_a_number_then_match_in_place() {
        let error = first("x=3,y=4x").pattern_numbers::<u8, 2>("x={},y={}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 8: expected end of line, found "x""#
        );
        let error = first("3,x -> 3,42").pattern_numbers::<u8, 4>("{},{} -> {},{}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 3: expected an unsigned 8-bit integer (0 to 255), found "x""#
        );
        let error = first("3,1 -> -3,42").pattern_numbers::<u8, 4>("{},{} -> {},{}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 8: expected an unsigned 8-bit integer (0 to 255), found "-3""#
        );
        let error = first("300,1 -> ?").pattern_numbers::<u8, 3>("{},{} -> {}");
        assert_eq!(
            error.unwrap_err().to_string(),
            r#"line 1, column 1: expected an unsigned 8-bit integer (0 to 255), found "300""#
        );
        let [a, b] = first("-3--4").pattern_numbers::<i8, 2>("{}-{}").unwrap();
        assert_eq!((a, b), (-3, -4));
    }
    proptest::proptest! {
        /// The fast reading of a template's numbers accepts exactly what
        /// the step-by-step one does, with the same numbers: on lines made
        /// from the template, some with one character changed.
        #[test]
        fn numbers_are_read_fast_as_step_by_step(
            template in "[x=,. -]{0,3}(\\{\\}[x=,. -]{0,3}){3}",
            numbers in proptest::array::uniform3(-300_i64..300),
            change in proptest::option::of((0_usize..40, "[x=,. 0-9-]")),
        ) {
            let mut holes = numbers.iter();
            let mut text = String::new();
            for literal in template.split("{}") {
                text.push_str(literal);
                if let Some(number) = holes.next() {
                    text.push_str(&number.to_string());
                }
            }
            if let Some((at, with)) = change.filter(|(at, _)| *at < text.len()) {
                text.replace_range(at..=at, &with);
            }
            let line = super::Span::line_of(1, &text);
            let slow = line.map_holes::<i8, 3>(&template, Some(true), super::Span::number).ok();
            proptest::prop_assert_eq!(super::numbers_in::<i8, 3>(text.as_bytes(), template.as_bytes()), slow);
            let slow = line.map_holes::<u32, 3>(&template, Some(false), super::Span::number).ok();
            proptest::prop_assert_eq!(super::numbers_in::<u32, 3>(text.as_bytes(), template.as_bytes()), slow);
            let slow = line.map_holes::<i64, 3>(&template, Some(true), super::Span::number).ok();
            let fast = super::numbers_in::<i64, 3>(text.as_bytes(), template.as_bytes());
            proptest::prop_assert_eq!(fast, slow);
        }
    }
    #[test]
    fn the_last_hole_takes_the_rest_and_others_stop_at_the_next_literal() {
        let [a, b] = first("x=1..2..3").pattern("x={}..{}").unwrap();
        assert_eq!((a.text(), b.text(), b.column()), ("1", "2..3", 6));
    }
}
