//! A day's code where the tools write into it: a part still as `just new`
//! wrote it, found as Rust (syn) in the day's `src/lib.rs`, so that the
//! sizes its example runs at reach it.

use syn::spanned::Spanned;
use syn::{FnArg, Item};

/// `lib` with part `part`'s function taking the example's sizes as its
/// second argument (`fn part1(input: &Input, sizes: aoc_common::Sizes)`),
/// where it is a function of the crate's top that takes one; none where it
/// is not, or `lib` does not parse.
pub fn with_sizes_argument(lib: &str, part: u8) -> Option<String> {
    let file: syn::File = syn::parse_str(lib).ok()?;
    let name = format!("part{part}");
    let function = file.items.iter().find_map(|item| match item {
        Item::Fn(function) if function.sig.ident == name => Some(function),
        _ => None,
    })?;
    let [FnArg::Typed(input)] = function.sig.inputs.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let end = input.span().byte_range().end;
    let mut text = lib.to_owned();
    text.insert_str(end, ", sizes: aoc_common::Sizes");
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_gets_the_sizes_as_its_second_argument() {
        let lib = "/// Part 1.\npub fn part1(input: &Input) -> Result<u64, NotSolved> {\n    let _ = input;\n    Err(NotSolved { day: 4, part: 1 })\n}\n\nfn part2(input: &Input,) -> u64 { 0 }\n";
        let written = with_sizes_argument(lib, 1).unwrap();
        assert_eq!(
            written,
            lib.replace(
                "part1(input: &Input)",
                "part1(input: &Input, sizes: aoc_common::Sizes)"
            )
        );
        assert!(
            with_sizes_argument(lib, 2)
                .unwrap()
                .contains("fn part2(input: &Input, sizes: aoc_common::Sizes,)")
        );
        assert_eq!(
            with_sizes_argument(&written, 1),
            None,
            "it takes two already"
        );
        assert_eq!(with_sizes_argument("fn part1(", 1), None);
    }
}
