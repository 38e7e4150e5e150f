//! [`Bits`]: a line of hexadecimal or binary digits read as bits, most
//! significant first (day 16's packets), every error at the column of the
//! digit where it happened: the bits that ran out, padding that is not
//! zeros.

use std::rc::Rc;

use crate::{ParseError, Span};

/// The bits of a line of digits, read from the front: numbers of any width
/// up to 64 bits ([`Bits::read`]), single flags, and runs of bits read as
/// a reader of their own ([`Bits::take`]: a sub-packet of a given length).
/// Made by [`Span::hex_bits`] (four bits a digit) or [`Span::binary_bits`].
///
/// ```
/// let line = aoc_common::lines("D2FE28").next().unwrap();
/// let mut bits = line.hex_bits()?;
/// assert_eq!(bits.read(3, "the version")?, 6);
/// assert_eq!(bits.read(3, "the type")?, 4);
/// let mut literal = 0;
/// loop {
///     let more = bits.flag("a group's flag")?;
///     literal = literal << 4 | bits.read(4, "a group")?;
///     if !more { break; }
/// }
/// assert_eq!(literal, 2021);
/// bits.padding()?;
///
/// // Too few bits: said at the digit where they ran out.
/// let line = aoc_common::lines("D2F").next().unwrap();
/// let mut bits = line.hex_bits()?;
/// let error = bits.read(15, "the sub-packets' length").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "line 1, column 4: expected 15 bits of the sub-packets' length (12 are left), found end of line"
/// );
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Bits<'a> {
    /// The digits, all checked.
    digits: Span<'a>,
    /// Bits a digit: 4 or 1.
    per_digit: u8,
    /// Every bit, 64 a word, the first in the top bit of the first word;
    /// shared with the runs [`Bits::take`] makes, so that a run costs no
    /// copy.
    words: Rc<[u64]>,
    /// The next bit to read.
    at: usize,
    /// Where this reader's bits end (the line's, or a run's end).
    end: usize,
    /// What the run is, for a reader [`Bits::take`] made.
    run: Option<&'static str>,
}

impl<'a> Span<'a> {
    /// The piece's hexadecimal digits as bits, four a digit (`0` to `9`,
    /// `A` to `F`, either case); an error at the first character that is
    /// not one.
    pub fn hex_bits(self) -> Result<Bits<'a>, ParseError> {
        Bits::new(self, 4, "a hexadecimal digit")
    }

    /// The piece's binary digits as bits, one a digit; an error at the
    /// first character that is not `0` or `1`.
    pub fn binary_bits(self) -> Result<Bits<'a>, ParseError> {
        Bits::new(self, 1, "a binary digit, 0 or 1")
    }
}

impl<'a> Bits<'a> {
    fn new(digits: Span<'a>, per_digit: u8, what: &str) -> Result<Self, ParseError> {
        let radix = 1_u32 << per_digit;
        let text = digits.text().as_bytes();
        if text.is_empty() {
            return Err(digits.error(what));
        }
        let end = text.len() * usize::from(per_digit);
        let mut words = vec![0_u64; end.div_ceil(64)];
        for (index, &byte) in text.iter().enumerate() {
            // A digit is ASCII: any other byte (a multi-byte character's
            // too) is the error, at the character it starts, every byte
            // before it a digit.
            let Some(value) = char::from(byte).to_digit(radix) else {
                return Err(digits.slice_chars(index).error(what));
            };
            let at = index * usize::from(per_digit);
            let shift = 64 - u32::from(per_digit) - (at % 64) as u32;
            words[at / 64] |= u64::from(value) << shift;
        }
        Ok(Self {
            digits,
            per_digit,
            words: words.into(),
            at: 0,
            end,
            run: None,
        })
    }

    /// The next `count` bits (at most 64) as a number, the first the most
    /// significant; an error where too few are left, at the digit where
    /// they ran out, saying what they were to be.
    pub fn read(&mut self, count: u32, what: &str) -> Result<u64, ParseError> {
        let wanted = usize::try_from(count).unwrap_or(usize::MAX);
        if count > 64 {
            return Err(self.error_here(format!("at most 64 bits at once for {what}")));
        }
        if wanted > self.remaining() {
            return Err(self.ran_out(wanted, what));
        }
        let value = self.bits_at(self.at, count);
        self.at += wanted;
        Ok(value)
    }

    /// The next bit, as a flag.
    pub fn flag(&mut self, what: &str) -> Result<bool, ParseError> {
        self.read(1, what).map(|bit| bit == 1)
    }

    /// The next `count` bits as a reader of their own (`what` they are, as
    /// an error about them says), this one going on after them: a
    /// sub-packet's bits, which its reading must not overrun.
    pub fn take(&mut self, count: usize, what: &'static str) -> Result<Self, ParseError> {
        if count > self.remaining() {
            return Err(self.ran_out(count, what));
        }
        let run = Self {
            end: self.at + count,
            run: Some(what),
            ..self.clone()
        };
        self.at += count;
        Ok(run)
    }

    /// How many bits were read, from the start of the line.
    pub fn position(&self) -> usize {
        self.at
    }

    /// How many bits are left to read.
    pub fn remaining(&self) -> usize {
        self.end - self.at
    }

    /// True when no bit is left.
    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    /// Nothing is left but zero bits (the padding after a transmission,
    /// fewer than a digit's or as many digits of it as the sender wrote);
    /// else an error at the digit of the first one bit.
    pub fn padding(&self) -> Result<(), ParseError> {
        match (self.at..self.end).find(|&at| self.bit_at(at) == 1) {
            None => Ok(()),
            Some(at) => {
                let digit = at / usize::from(self.per_digit);
                Err(self
                    .digits
                    .slice_chars(digit)
                    .error("only zero bits of padding"))
            }
        }
    }

    /// Nothing is left: a run [`Bits::take`] made read whole; else an error
    /// at the digit of the first bit left.
    pub fn end(&self) -> Result<(), ParseError> {
        if self.is_empty() {
            return Ok(());
        }
        let what = self.run.unwrap_or("the line");
        Err(self.error_here(format!(
            "the end of {what} ({} bits are left of it)",
            self.remaining()
        )))
    }

    /// The bit at `at` (below the line's end).
    fn bit_at(&self, at: usize) -> u8 {
        u8::from(self.words[at / 64] >> (63 - at % 64) & 1 == 1)
    }

    /// The `count` bits (1 to 64, all below the line's end) from `at`, as a
    /// number: from one word, or the end of one and the start of the next.
    fn bits_at(&self, at: usize, count: u32) -> u64 {
        if count == 0 {
            return 0;
        }
        let (word, offset) = (at / 64, (at % 64) as u32);
        let high = self.words[word] << offset;
        let joined = match self.words.get(word + 1) {
            Some(&next) if offset > 0 => high | next >> (64 - offset),
            _ => high,
        };
        joined >> (64 - count)
    }

    /// An error at the digit that holds the next bit (or at the line's
    /// end).
    fn error_here(&self, expected: String) -> ParseError {
        let digit = self.at / usize::from(self.per_digit);
        self.digits.slice_chars(digit).error(expected)
    }

    /// `wanted` bits of `what` asked for where fewer are left: at the digit
    /// where this reader's bits end.
    #[cold]
    fn ran_out(&self, wanted: usize, what: &str) -> ParseError {
        let left = self.remaining();
        let within = match self.run {
            Some(run) => format!(", within {run}"),
            None => String::new(),
        };
        let digit = self.end.div_ceil(usize::from(self.per_digit));
        self.digits.slice_chars(digit).error(format!(
            "{wanted} bits of {what} ({left} {} left{within})",
            if left == 1 { "is" } else { "are" }
        ))
    }
}

impl<'a> Span<'a> {
    /// The piece's `index`-th character (digits are ASCII here, so
    /// characters are bytes), or the empty piece at its end.
    fn slice_chars(self, index: usize) -> Self {
        let rest = self.after(index.min(self.text().len()));
        rest.chars().next().unwrap_or(rest)
    }
}

#[cfg(test)]
mod tests {
    use crate::lines;

    #[test]
    fn numbers_of_any_width_read_most_significant_first() {
        let line = lines("38006F45291200").next().unwrap();
        let mut bits = line.hex_bits().unwrap();
        assert_eq!(bits.read(3, "v").unwrap(), 1);
        assert_eq!(bits.read(3, "t").unwrap(), 6);
        assert!(!bits.flag("length type").unwrap());
        assert_eq!(bits.read(15, "length").unwrap(), 27);
        let mut run = bits.take(27, "the sub-packets").unwrap();
        assert_eq!(run.position(), 22);
        assert_eq!(bits.position(), 49);
        run.read(11, "a").unwrap();
        run.read(16, "b").unwrap();
        run.end().unwrap();
        bits.padding().unwrap();
        let binary = lines("1011").next().unwrap().binary_bits().unwrap();
        assert_eq!(binary.clone().read(4, "x").unwrap(), 11);
        assert_eq!(binary.remaining(), 4);
    }

    #[test]
    fn each_fault_is_said_at_its_digit() {
        let error = |text: &str| {
            lines(text)
                .next()
                .unwrap()
                .hex_bits()
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error("D2FG28"),
            r#"line 1, column 4: expected a hexadecimal digit, found "G""#
        );
        let line = lines("38006F45291200").next().unwrap();
        let mut bits = line.hex_bits().unwrap();
        bits.read(22, "head").unwrap();
        let mut run = bits.take(10, "the sub-packets").unwrap();
        assert_eq!(
            run.read(11, "a packet").unwrap_err().to_string(),
            r#"line 1, column 9: expected 11 bits of a packet (10 are left, within the sub-packets), found "2""#
        );
        assert_eq!(
            run.end().unwrap_err().to_string(),
            r#"line 1, column 6: expected the end of the sub-packets (10 bits are left of it), found "F""#
        );
        let padded = lines("D2FE29").next().unwrap().hex_bits().unwrap();
        assert_eq!(
            padded.padding().unwrap_err().to_string(),
            r#"line 1, column 1: expected only zero bits of padding, found "D""#
        );
        assert!(
            lines("1")
                .next()
                .unwrap()
                .hex_bits()
                .unwrap()
                .read(65, "x")
                .is_err()
        );
        let empty = lines("x\n\n").nth(1).unwrap();
        assert!(empty.hex_bits().is_err());
    }
}
