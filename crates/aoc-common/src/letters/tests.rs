use super::*;
use fonts::{FONTS, width};

/// `word` drawn as the site draws it on a screen, `#` lit and `.` unlit:
/// each letter at the left of a cell of `pitch` columns (5 in the small
/// font, 8 in the large), so a letter as wide as its cell touches the next.
fn drawn(font: &Font, word: &str, pitch: usize) -> String {
    let mut rows = vec![String::new(); font.height];
    for letter in word.chars() {
        let (_, cells) = font
            .letters
            .iter()
            .find(|(known, _)| *known == letter)
            .unwrap_or_else(|| panic!("{letter} is not in the {}", font.name));
        for (row, cells) in rows.iter_mut().zip(cells.split(' ')) {
            row.push_str(&format!("{cells:.<pitch$}"));
        }
    }
    rows.join("\n")
}

fn pitch(font: &Font) -> usize {
    if font.height == 6 { 5 } else { 8 }
}

#[test]
fn every_letter_fills_its_font_and_no_two_are_alike() {
    for font in &FONTS {
        for &(letter, cells) in font.letters {
            let rows: Vec<&str> = cells.split(' ').collect();
            assert_eq!(rows.len(), font.height, "{letter}");
            assert!(rows.iter().all(|row| row.len() == width(cells)), "{letter}");
            let column_lit = |x: usize| rows.iter().any(|row| row.as_bytes()[x] == b'#');
            assert!(column_lit(0) && column_lit(width(cells) - 1), "{letter}");
            assert!(
                rows[0].contains('#') && rows[font.height - 1].contains('#'),
                "{letter}"
            );
            assert!(
                rows.iter()
                    .all(|row| row.bytes().all(|b| b == b'#' || b == b'.'))
            );
            let alike = font
                .letters
                .iter()
                .filter(|(_, other)| *other == cells)
                .count();
            assert_eq!(alike, 1, "{letter}");
        }
    }
}

#[test]
fn every_letter_reads_alone_and_beside_every_other() {
    for font in &FONTS {
        let pitch = pitch(font);
        for &(first, _) in font.letters {
            assert_eq!(
                read(&drawn(font, &first.to_string(), pitch)),
                Ok(first.to_string())
            );
            for &(second, _) in font.letters {
                let word: String = [first, second].into_iter().collect();
                assert_eq!(
                    read(&drawn(font, &word, pitch)),
                    Ok(word.clone()),
                    "{}",
                    font.name
                );
            }
        }
    }
}

#[test]
fn letters_touching_across_a_cell_read_whole() {
    // A `Y` is as wide as its cell: the next letter's first column is
    // beside its last, with no blank column between them.
    let small = &FONTS[0];
    let screen = drawn(small, "YJYEYH", 5);
    assert_eq!(read(&screen), Ok("YJYEYH".to_owned()), "\n{screen}");
}

/// Screens from puzzles, as others drew them: read by another program
/// (mstksg/advent-of-code-ocr's tests, BSD-3-Clause; advent-of-code-ocr on
/// crates.io, whose docs give the last), not by this crate's table.
#[test]
fn screens_drawn_elsewhere_read_as_their_authors_read_them() {
    let y2016_day8 = "\
####...##.#..#.###..#..#..##..###..#....#...#..##
...#....#.#..#.#..#.#.#..#..#.#..#.#....#...#...#
..#.....#.####.#..#.##...#....#..#.#.....#.#....#
.#......#.#..#.###..#.#..#....###..#......#.....#
#....#..#.#..#.#.#..#.#..#..#.#....#......#..#..#
####..##..#..#.#..#.#..#..##..#....####...#...##.";
    assert_eq!(read(y2016_day8), Ok("ZJHRKCPLYJ".to_owned()));
    let y2018_day10 = "\
..##....#....#..######..#.......#........####.....##....#.....
.#..#...#....#.......#..#.......#.......#....#...#..#...#.....
#....#..#....#.......#..#.......#.......#.......#....#..#.....
#....#..#....#......#...#.......#.......#.......#....#..#.....
#....#..######.....#....#.......#.......#.......#....#..#.....
######..#....#....#.....#.......#.......#.......######..#.....
#....#..#....#...#......#.......#.......#.......#....#..#.....
#....#..#....#..#.......#.......#.......#.......#....#..#.....
#....#..#....#..#.......#.......#.......#....#..#....#..#.....
#....#..#....#..######..######..######...####...#....#..######";
    assert_eq!(read(y2018_day10), Ok("AHZLLCAL".to_owned()));
    let y2019_day8 = "\
#..#.###..#..#.####.###.
#..#.#..#.#..#.#....#..#
#..#.###..#..#.###..#..#
#..#.#..#.#..#.#....###.
#..#.#..#.#..#.#....#...
.##..###...##..#....#...";
    assert_eq!(read(y2019_day8), Ok("UBUFP".to_owned()));
    let crate_docs = "\
####.###....##.###..###..#..#..##..#..#.
#....#..#....#.#..#.#..#.#.#..#..#.#..#.
###..#..#....#.###..#..#.##...#..#.####.
#....###.....#.#..#.###..#.#..####.#..#.
#....#....#..#.#..#.#.#..#.#..#..#.#..#.
####.#.....##..###..#..#.#..#.#..#.#..#.";
    assert_eq!(read(crate_docs), Ok("EPJBRKAH".to_owned()));
}

#[test]
fn any_two_characters_margins_and_short_rows_are_a_screen() {
    let small = &FONTS[0];
    let screen = drawn(small, "HI", 5);
    let boxes = screen.replace('#', "█").replace('.', " ");
    // Rows cut where their lit cells end, as a day may print them.
    let trimmed: Vec<&str> = boxes.lines().map(str::trim_end).collect();
    assert_eq!(read(&trimmed.join("\n")), Ok("HI".to_owned()));
    // Neither `.` nor a space: the one in more cells is unlit.
    assert_eq!(read(&screen.replace('.', "-")), Ok("HI".to_owned()));
    assert_eq!(
        read(&screen.replace('#', "1").replace('.', "0")),
        Ok("HI".to_owned())
    );
    let margins: String = std::iter::once("........".to_owned())
        .chain(screen.lines().map(|row| format!("...{row}..")))
        .chain(["........".to_owned(), String::new()])
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(read(&margins), Ok("HI".to_owned()));
    assert_eq!(read(&margins.replace('\n', "\r\n")), Ok("HI".to_owned()));
    let grid = crate::grid(&screen, "'#' or '.'", |c| "#.".find(c)).unwrap();
    assert_eq!(read_grid(&grid.map(|&cell| cell == 0)), Ok("HI".to_owned()));
}

#[test]
fn what_does_not_read_says_where_and_what_the_rest_reads_as() {
    let small = &FONTS[0];
    let screen = drawn(small, "HIJ", 5);
    // The `I`'s middle lit once more: a shape that is no letter.
    let mut rows: Vec<String> = screen.lines().map(str::to_owned).collect();
    rows[2].replace_range(5..6, "#");
    let error = read(&rows.join("\n")).unwrap_err();
    assert_eq!(
        error,
        Unread {
            line: 1,
            column: 6,
            fault: Fault::Shape {
                width: 3,
                height: 6
            },
            read: "H?J".to_owned()
        }
    );
    assert_eq!(
        error.to_string(),
        "line 1, column 6: expected a capital letter of the site's small font (6 rows tall), \
         found a shape 3 columns wide that is none of its letters (the screen reads as H?J)"
    );
    // A stray lit cell below the letters: seven rows are no font's.
    let stray = format!("{screen}\n..#..");
    assert_eq!(
        read(&stray).unwrap_err().to_string(),
        "line 1, column 1: expected letters 6 rows tall (the site's small font) or 10 (its large one), \
         found lit cells on 7 rows, lines 1 to 7"
    );
    let below = format!("....\n{}", "#...\n".repeat(3));
    assert_eq!(
        read(&below).unwrap_err().fault,
        Fault::Height { rows: 3 },
        "{below}"
    );
    assert_eq!(read(&below).unwrap_err().line, 2);
    assert!(
        read("#...\n")
            .unwrap_err()
            .to_string()
            .ends_with("found lit cells on 1 row, line 1"),
        "one row"
    );
    assert_eq!(read("....\n....\n").unwrap_err().fault, Fault::Blank);
    assert_eq!(read("").unwrap_err().fault, Fault::Blank);
    let third = read(&format!("{screen}o")).unwrap_err();
    assert_eq!((third.line, third.column), (6, 16));
    assert_eq!(
        third.fault,
        Fault::Character {
            found: 'o',
            lit: '#',
            unlit: '.'
        }
    );
    let failed: crate::Failed = error.into();
    assert!(failed.0.contains("reads as H?J"), "{failed:?}");
}
