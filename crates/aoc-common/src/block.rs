//! Lines read as records, one per line: the one implementation of counts
//! that the whole input ([`records_n`](crate::records_n),
//! [`one_record`](crate::one_record), [`records`](crate::records)) and a
//! section ([`Section::records_n`](crate::Section::records_n), …) share.
//! What differs is only what ends the block: the input's end, after which
//! blank lines may follow, or a section's blank line.
//!
//! Each line is read before the next is looked at, so a mistake on a line is
//! reported before a missing or surplus line after it; a count that is
//! wrong says how many lines there were.

use crate::array::try_array;
use crate::{Found, ParseError, Span};

/// What ends a block of lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// The end of the input: only blank lines may follow the block.
    Input,
    /// A section's end: the blank line after it (its number), or the end of
    /// the input (the number the next line would have).
    Section { blank: bool, line: usize },
}

impl End {
    /// What a count error expects: `5 lines`, or `5 lines in this section`;
    /// where the caller named the lines, that name first (`the start
    /// positions (2 lines)`, or the name alone for one line).
    #[cold]
    fn lines(self, count: usize, label: Option<&str>) -> String {
        let plural = if count == 1 { "" } else { "s" };
        let lines = match self {
            Self::Input => format!("{count} line{plural}"),
            Self::Section { .. } => format!("{count} line{plural} in this section"),
        };
        match label {
            Some(label) if count == 1 => label.to_owned(),
            Some(label) => format!("{label} ({lines})"),
            None => lines,
        }
    }

    /// The error for a block that ends after `count` lines where `wanted`
    /// were, the last of them line `last` (0 for none): it says how many
    /// there were, or that the input ended before any.
    #[cold]
    pub(crate) fn too_few(
        self,
        last: usize,
        count: usize,
        wanted: usize,
        label: Option<&str>,
    ) -> ParseError {
        let expected = self.lines(wanted, label);
        let error = match self {
            Self::Input => ParseError::end_of_input(last + 1, expected),
            Self::Section { blank: true, line } => ParseError::blank_line(line, expected),
            Self::Section { blank: false, line } => ParseError::end_of_input(line, expected),
        };
        if count == 0 {
            return error;
        }
        ParseError {
            found: Found::Count { count, of: "line" },
            ..error
        }
    }

    /// Where the block is over: the input's end takes only blank lines
    /// after it (an error names the first surplus line that is not blank,
    /// where the input stops being valid: blank lines at the end are fine,
    /// so the blank lines before it are not the fault); a section, no more
    /// lines (an error at the first line too many).
    pub(crate) fn close<'a>(
        self,
        mut rest: impl Iterator<Item = Span<'a>>,
        count: usize,
    ) -> Result<(), ParseError> {
        match self {
            Self::Input => match rest.find(|line| !line.is_blank()) {
                Some(surplus) => Err(surplus_line(surplus, None)),
                None => Ok(()),
            },
            Self::Section { .. } => match rest.next() {
                Some(line) => {
                    let plural = if count == 1 { "" } else { "s" };
                    Err(line.error(format!("a blank line after {count} line{plural}")))
                }
                None => Ok(()),
            },
        }
    }
}

/// Exactly `N` lines of `lines`, each turned into a `T` by `record` as it is
/// read, then the block's end: see the module's docs. The first line would
/// be line `first`. A blank line where a record belongs is an error there,
/// which names the lines by `label` where the caller gave one.
#[inline]
pub(crate) fn records_n<'a, T, const N: usize>(
    mut lines: impl Iterator<Item = Span<'a>>,
    first: usize,
    end: End,
    label: Option<&str>,
    mut record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<[T; N], ParseError> {
    let mut last = first.saturating_sub(1);
    let records = try_array(|count| match lines.next() {
        // A section's lines are never blank: only the input's are looked at.
        Some(blank) if end == End::Input && blank.is_blank() => {
            Err(blank.error(end.lines(N, label)))
        }
        Some(line) => {
            last = line.line();
            record(line)
        }
        None => Err(end.too_few(last, count, N, label)),
    })?;
    end.close(lines, N)?;
    Ok(records)
}

/// Every line of `lines`, the first of which would be line `first`, each
/// one record turned into a `T` by `record`: one at least, and blank lines
/// only after the last.
pub(crate) fn records<'a, T>(
    mut lines: impl Iterator<Item = Span<'a>>,
    first: usize,
    mut record: impl FnMut(Span<'a>) -> Result<T, ParseError>,
) -> Result<Vec<T>, ParseError> {
    let mut records = Vec::new();
    while let Some(line) = lines.next() {
        if line.is_blank() {
            // Blank to the end is fine after a record; a record after a
            // blank line is not, and neither is nothing but blank lines.
            if lines.all(|rest| rest.is_blank()) {
                if records.is_empty() {
                    return Err(ParseError::blank_line(line.line(), "at least one line"));
                }
                break;
            }
            return Err(ParseError::blank_line(line.line(), "a record"));
        }
        records.push(record(line)?);
    }
    if records.is_empty() {
        return Err(ParseError::end_of_input(first, "at least one line"));
    }
    Ok(records)
}

/// The error for a line that is not blank where only the end of the input
/// may come, after `what` where the caller named it.
#[cold]
pub(crate) fn surplus_line(surplus: Span<'_>, what: Option<&str>) -> ParseError {
    match what {
        Some(what) => surplus.error(format!("end of input after {what}")),
        None => surplus.error("end of input"),
    }
}
