//! A code block you chose by number (`just example N K`), written into the
//! day's crate as yours: its row in `EXAMPLES` says so in the comment above
//! its input ([`CHOSEN`]), so that no later reading of the page takes it
//! out (see [`super::refit`]), and it brings the answers the page gives for
//! that block, where its row has none yet, and the sizes the page runs its
//! example at, where its row runs at none yet (see [`super::sizes`]).

use layout::Day;

use super::sizes::{sizes_into_row, with_table};
use super::table::{CHOSEN, Entry, Input, entry_line, read_table};
use super::{Crate, FoundExample, answers_into, unignore};
use crate::files::{Lock, write};

/// Marks the row of `name`, which holds code block `block` of `day`'s page,
/// as chosen (adding the row where the table has none), with the answers
/// and sizes `from_page` gives for that block: the lines that say what was
/// done, or the line to paste where the table is not in a shape this edits.
pub fn chosen(
    root: &std::path::Path,
    day: Day,
    name: &str,
    block: usize,
    from_page: Option<&FoundExample>,
) -> anyhow::Result<Vec<String>> {
    let _lock = Lock::workspace(root)?;
    let input = Input::File(name.to_owned());
    let crate_and_table = Crate::of(root, day)?
        .and_then(|(crate_dir, lib)| Some((read_table(&lib)?, crate_dir, lib)));
    let Some((mut entries, crate_dir, lib)) = crate_and_table else {
        let line = from_page.map_or_else(
            || {
                format!(
                    "Example {{ input: include_str!(\"../{name}\"), part1: None, part2: None }},"
                )
            },
            |example| entry_line(&input, example),
        );
        return Ok(vec![
            format!(
                "EXAMPLES in {}/src/lib.rs is not in a shape this tool edits: add this line to it yourself:",
                day.crate_dir()
            ),
            format!("    {line}"),
        ]);
    };
    let note = format!(
        "{CHOSEN} code block {block} of the page (just example {} {block}): no reading of the page takes it out",
        day.day
    );
    let mut said = Vec::new();
    match entries.iter_mut().find(|entry| entry.input == input) {
        Some(entry) => entry.input_note = Some(note),
        None => {
            entries.push(Entry {
                input_note: Some(note),
                ..Entry::new(input.clone())
            });
            said.push(format!("added {name} to EXAMPLES"));
        }
    }
    let answered = match from_page {
        Some(example) => answers_into(&mut entries, &[(input.clone(), example, false)], &mut said),
        None => [false, false],
    };
    let sized = match from_page {
        Some(example) if sizes_into_row(&mut entries, example, &input) => Some(example),
        _ => None,
    };
    let mut text = with_table(lib, &entries, day, sized, &mut said);
    for (part, done) in answered.iter().enumerate() {
        if *done && unignore(&mut text, part + 1) {
            said.push(format!(
                "example_part{} runs now (its #[ignore] is gone)",
                part + 1
            ));
        }
    }
    write(&crate_dir.path("src/lib.rs"), &text)?;
    if from_page.is_none_or(|example| example.answers.iter().all(Option::is_none)) {
        said.push(format!(
            "the page gives no answer this tool is sure of for code block {block}: write its answers into its row of EXAMPLES in {}/src/lib.rs",
            crate_dir.dir
        ));
    }
    said.push(format!(
        "marked its row in EXAMPLES as yours: a later `just example {}` or `just fetch {}` never takes it out",
        day.day, day.day
    ));
    Ok(said)
}
