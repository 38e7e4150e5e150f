//! # aoc-common
//!
//! Parsing for Advent of Code inputs, in a few lines a day, with errors that
//! say where: every helper returns a [`ParseError`] that names the line, the
//! column, what was found and what was expected. Nothing here panics,
//! whatever the input.
//!
//! ## Where an error points
//!
//! At the first line, in reading order, where the input stops being valid;
//! within it, at the first character that cannot belong to a valid line, or
//! at the start of the offending token (a bad number or word), never at a
//! later field or a later line. A blank line where content was expected is
//! reported at that blank line; a section after the last one, at its first
//! line (the blank lines before it could have ended the input). The error
//! names what the line holds at its column, a separator or a space
//! included (`found " "`, never "nothing"), and the fault itself: where a
//! word or number is whole and a template's literal or a list's separator
//! should follow, the separator is what is missing (`onx=1` for `"{} {}"`:
//! `expected " ", found "x=1"`); two separators in a row, the value between
//! them. A tab is named as one: `found a tab`. One fault reads the same
//! whichever of two near-twins reads it (`numbers` or `pattern_numbers`,
//! `list` or `list_n`). Every
//! error about a line that is there has a column (1 when the whole line is
//! at fault); only a line missing because the input ended has none. Where a count is wrong, the error says how many
//! there were: `expected 5 values separated by spaces, found 4 values`.
//!
//! ## White space at the end of a line
//!
//! [`lines`], and every helper that reads lines ([`records`], [`sections`],
//! [`grid`], ...), drops spaces and tabs at the end of a line, as editors
//! leave them: `"143 "` reads as `"143"` and `"forward 7\t"` as `"forward
//! 7"`. A literal that ends in a space still finds it (`"PB -> "` for
//! `"{} -> {}"`: the missing letter is reported at column 7, after the
//! space). To refuse such white space instead, say so in one call: for the
//! whole input, `strictly(input, parse)` ([`strictly`]: your parser, and
//! the first fault in reading order, a space left or the parser's own);
//! for one line, `line.no_trailing_space()?` (an error at the first space
//! or tab left).
//!
//! Errors cost nothing until they happen: on input that parses, nothing is
//! formatted, counted or allocated for an error (a [`Span`] works out its
//! column only for one), numbers are read from bytes with overflow checks,
//! and ASCII text takes fast paths. `just bench-parse` times six input
//! shapes against plain std parsing of the same text.
//!
//! ## The pieces
//!
//! Every helper, each with a one-line example (the block under the table
//! runs every one of them on real data). Use the ones that read each line
//! before they look for more lines or values ([`one_record`], [`records_n`],
//! `.one_record`, `.pattern_with`), so the first mistake in reading order is
//! the one reported.
//!
//! ### Which helper?
//!
//! One helper per job:
//!
//! | the job | use |
//! |---|---|
//! | a value per line | [`records`] |
//! | the input's one line | [`one_record`] |
//! | a fixed number of lines of one shape | [`records_n`] |
//! | lines of different shapes | [`lines`], then `.next_line` for each, `.end_with` for the last |
//! | blocks between blank lines | [`sections`], then `.next_section`, `.each_section`, `.end_with` |
//! | a line of fields of different kinds | [`Span::pattern_with`] |
//! | lines of several shapes | [`Span::case`] |
//! | a word from a set | [`words`] |
//! | a word from a set, or else another value ("a register or a number") | [`Span::one_of_or_else`] |
//! | a grid of characters | [`grid`]; of digits, [`digit_grid`] |
//! | a name in one case | [`Span::letter_case`] |
//! | names each given once (one rule a bag) | [`Unique`] |
//! | white space at a line's end refused | [`strictly`] |
//! | a walk on a grid, a search | [`Point`], [`Grid::neighbours`] (see "Walking a grid") |
//! | a graph of edge lines (`start-A`, `AA to BB = 464`) | [`graph`], [`graph_with`] |
//! | a line of hexadecimal or binary digits read as bits | [`Span::hex_bits`], [`Span::binary_bits`] |
//! | a count or total over a graph or states with no cycle, no recursion | [`bottom_up`] |
//! | the state a billion steps on, where states repeat | [`after`] |
//! | remainders met at once, in any signed type | [`chinese_remainder`] |
//!
//! A hole's parser that is a function needs no wrapping: `Span::number::<u32>`,
//! `Span::word`, a [`words`] table. A closure does, in [`parser`], which only
//! names its parameter's type (a [`Span`]) so Rust can infer the rest:
//! `parser(|n| n.number_of(1..=10, "a board position"))`. A count need not be a turbofish where
//! the binding says it: `let [x, y]: [u32; 2] = line.numbers_n(",")?;`.
//!
//! Names from before (`exactly`, `one_line`, a section's `.one_line` and
//! `.lines_n`, `indexed`, the function `one_of`, `hole`) still compile, deprecated:
//! each compiler note says what to call, and these docs leave them out.
//!
//! ### Every helper
//!
//! | call | example | you get |
//! |---|---|---|
//! | **the input** | | |
//! | [`records`] | `records(input, \|line\| line.number::<u32>())?` | one value per line (blank lines only at the end) |
//! | [`one_record`], [`one_record_named`] | `one_record(input, \|line\| line.numbers::<u8>(","))?` | the one line's value, read before more lines are looked for (`_or` names the line where it is blank or missing) |
//! | [`records_n`], [`records_n_named`] | `records_n::<u8, 2>(input, \|line\| line.number_of(1..=10, "a board position"))?` | exactly `N` values, one per line, each read before the next (`_or` names the lines) |
//! | [`lines`] | `let mut lines = lines(input);` | every line, as [`Lines`] |
//! | [`sections`] | `let mut sections = sections(input);` | blocks separated by one blank line, as [`Sections`] |
//! | [`grid`] | `grid(input, "a digit", \|c\| c.to_digit(10))?` | a [`Grid`] of cells, every row as wide as the first |
//! | [`digit_grid`] | `digit_grid::<u8>(input)?` | a [`Grid`] of digits, in any integer type |
//! | [`digit`] | `grid_n::<_, 3, 2>(input, "a digit", digit::<u8>)?` | a digit's value in any integer type, as a grid's cell |
//! | [`strictly`] | `strictly(input, digit_grid::<u8>)?` | your parser's result, a space or tab left at a line's end refused, the first fault in reading order reported |
//! | [`grid_n`] | `grid_n::<_, 3, 2>(input, "a digit", \|c\| c.to_digit(10))?` | a [`Grid`] of a fixed size |
//! | [`graph`] | `let caves = graph("start-A\nA-end\n", "-", Edges::BothWays)?;` | a [`Graph`] of edge lines, a node a name in the order they come, each edge one way or both ([`Edges`]) |
//! | [`graph_with`] | `graph_with(roads, Edges::BothWays, \|line\| { let [a, b, w] = line.pattern("{} to {} = {}")?; Ok([(a, b, w.number::<u32>()?)]) })?` | a [`Graph`] of any edge lines: weights, many edges a line |
//! | **a [`Graph`]** | | |
//! | `.node`, `.name`, `.names`, `.len` | `caves.node("A")` | a name's node (a number from 0), a node's name, every name, how many |
//! | `.neighbours`, `.edges`, `.nodes` | `caves.neighbours(a).count()` | where a node's edges lead; each with its weight; every node |
//! | `.add_node`, `.add_edge` | `caves.add_edge("A", "b", (), Edges::BothWays)` | a graph built by hand, as the readers build it |
//! | **[`Lines`]** | | |
//! | `.next_line` | `lines.next_line("the hallway")?.literal("#...#")?` | the next line (blank or not), or an error where the input ended |
//! | `.end_with` | `lines.end_with("the bottom wall", \|wall\| wall.literal("  ###"))?` | the next line through your `f`, then nothing more |
//! | `.end` | `lines.end()?` | nothing more (blank lines only) |
//! | **[`Sections`]** | | |
//! | `.next_section` | `let draws = sections.next_section("the numbers drawn")?;` | the next section |
//! | `.each_section` | `sections.each_section("a board", \|board\| board.records_n(\|row\| row.numbers_n(Spaces)))?` | every section left, each through your `f` (one at least) |
//! | `.end_with` | `sections.end_with("the folds", \|folds\| folds.records(fold))?` | the next section through your `f`, then nothing more |
//! | `.end` | `sections.end()?` | nothing more |
//! | **a [`Section`]** | | |
//! | `.one_record` | `draws.one_record(\|line\| line.numbers::<u8>(","))?` | its one line's value, read before more lines are looked for |
//! | `.records` | `dots.records(\|line\| line.numbers_n::<u32, 2>(","))?` | one value per line |
//! | `.records_n` | `board.records_n::<[u8; 2], 2>(\|row\| row.numbers_n(Spaces))?` | exactly `N` values, one per line |
//! | `.grid` | `image.grid("'#' or '.'", \|c\| "#.".find(c))?` | a [`Grid`] of the section's lines |
//! | `.heading` | `scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?` | its first line |
//! | `.index` | `let number = scanner.index();` | its place among the sections, from 0: day 19's scanner numbers |
//! | `.body_records` | `scanner.body_records(\|beacon\| beacon.numbers_n::<i32, 3>(","))?` | one value per line under the heading (one at least) |
//! | `.lines` | `let rows = image.lines().count();` | its lines, to read as you please |
//! | `.digit_grid` | `image.digit_grid::<u8>()?` | a [`Grid`] of its digits |
//! | **a line or piece ([`Span`])** | | |
//! | `.number` | `line.number::<u32>()?` | an integer: digits only, `-` if signed, in the type's range |
//! | `.canonical_number` | `line.canonical_number::<u32>()?` | an integer without leading zeros (`007` refused) |
//! | `.number_of` | `line.number_of(1..=10, "a board position")?` | an integer in a range, an error naming what it is |
//! | `.range` | `line.range::<u32>("-")?` | a range `3-5` (both ends included), an end below its start refused |
//! | `.numbers` | `line.numbers::<u8>(",")?` | a `Vec` of numbers between separators |
//! | `.numbers_n` | `row.numbers_n::<u8, 5>(Spaces)?` | exactly `N` numbers, as an array |
//! | `.split` | `line.split(',').count()` | the pieces between separators, still located |
//! | `.split_n` | `let [op, a, b] = line.split_n(" ")?;` | exactly `N` pieces |
//! | `.split_once` | `let (from, to) = line.split_once("-")?;` | the pieces before and after the first separator |
//! | `.list` | `line.list(" ", \|word\| word.only("letters", char::is_alphabetic))?` | a `Vec`, each piece through your `f` |
//! | `.list_n` | `line.list_n::<_, 2>(Spaces, \|word\| Ok(word.text().len()))?` | exactly `N`, each piece through your `f` |
//! | `.pattern_numbers` | `line.pattern_numbers::<i32, 4>("x={}..{}, y={}..{}")?` | the holes of a template, as numbers |
//! | `.pattern` | `let [pair, insert] = line.pattern("{} -> {}")?;` | the holes of a template, as pieces |
//! | `.pattern_with` | `line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?` | each hole through its own parser, as it is taken |
//! | `.pattern_with`, an array | `line.pattern_with("#{}#{}#{}#{}#", [kind; 4])?` | each hole through one parser, as an array |
//! | [`parser`] | `let cave = parser(\|name\| Ok(name.text()));` | a closure to parse a hole (or a line), its parameter typed for you; it may return text of the input |
//! | `.case` | `line.case("inp {}", register, Inp).case("add {} {}", (register, Span::number), \|(a, b)\| Add(a, b)).end()?` | the first of several templates that fits, each with its own parsers (`()` for one without holes: `.case("noop", (), \|()\| Noop)`) |
//! | `.strip_prefix` | `line.strip_prefix("fold along ")?` | the rest after a fixed beginning |
//! | `.literal` | `line.literal("#...........#")?` | a check of a fixed line |
//! | `.one_of` | `word.one_of(&[("on", true), ("off", false)])?` | the value of a word from a set |
//! | `.one_of_or_else` | `operand.one_of_or_else(&registers, \|n\| n.number().map(Operand::Number))?` | the value of a word from a set, or else your `f`'s |
//! | [`table`] | `let registers = table(["w", "x", "y", "z"], [0_u8, 1, 2, 3]);` | each word with the value at its place, any values (`[0, 1].map(Operand::Register)`), for `.one_of` and `.one_of_or_else` |
//! | [`words`] | `let switch = words(["on", "off"], [true, false]);` | a parser of a word from a table, for a hole or a line (no `parser`) |
//! | [`Unique`] | `let name = names.insert(line)?;` | a piece's text the first time it is given; an error where it comes again, naming the line it came first |
//! | `.letter_case` | `cave.letter_case()? == LetterCase::Upper` | the [`LetterCase`] of a name all upper-case or all lower-case |
//! | `.word` | `line.pattern_with("{}-{}", (Span::word, Span::word))?` | the piece's text: a word, not empty, no white space |
//! | `.phrase` | `line.pattern_with("{} -> {}", (Span::phrase, Span::word))?` | the piece's text: a name of words of letters or digits, one space between (`shiny gold`) |
//! | `.only` | `line.only("letters", \|c\| c.is_ascii_alphabetic())?` | the piece, every character checked |
//! | `.map_chars` | `line.map_chars("a hexadecimal digit", \|c\| c.to_digit(16))?` | a `Vec`, each character through your `f` |
//! | `.map_chars_n` | `pair.map_chars_n::<_, 2>("a capital letter", letter)?` | exactly `N` characters, each through your `f` |
//! | `.one_char` | `insert.one_char("a capital letter", letter)?` | the one character, through your `f` |
//! | `.chars` | `line.chars().map(\|c\| c.column()).last()` | each character as a piece |
//! | `.parse` | `line.parse::<f64>("a decimal number")?` | any `FromStr` type |
//! | `.trim` | `line.trim()` | the piece without white space at its ends |
//! | `.no_trailing_space` | `line.no_trailing_space()?.number::<u32>()?` | the line, or an error at a space or tab left at its end (which `lines` drops) |
//! | `.read_with` | `line.read_with(\|cursor\| cursor.take("a digit", \|c\| c.to_digit(10)))?` | the whole piece read with a [`Cursor`], for nested grammars |
//! | `.hex_bits`, `.binary_bits` | `let mut bits = line.hex_bits()?;` | the piece's digits as [`Bits`], four a hexadecimal digit or one a binary digit |
//! | `.cursor` | `let mut cursor = line.cursor();` | a [`Cursor`] at the piece's start |
//! | `.text`, `.line`, `.column` | `(line.text(), line.line(), line.column())` | where the piece is, and what |
//! | `.error` | `high.error(format!("a number of at least {low}"))` | your own located [`ParseError`], at the part that failed |
//! | `.find` | `line.find("z=")` | the first place a text stands in the piece, as a piece: where to point an error |
//! | **a [`Cursor`]** | | |
//! | `.peek`, `.eat`, `.expect` | `if cursor.eat('[') { cursor.expect(']')?; }` | look at, take, or require the next character |
//! | `.take` | `cursor.take("a digit", \|c\| c.to_digit(10))?` | the next character through your `f` |
//! | `.end` | `cursor.end()?` | nothing left |
//! | **[`Bits`]** | | |
//! | `.read`, `.flag` | `bits.read(3, "the version")?` | the next bits as a number (up to 64) or a flag; an error where they run out |
//! | `.take` | `let mut run = bits.take(11, "the sub-packets")?;` | the next bits as a reader of their own, which its reading cannot overrun |
//! | `.position`, `.remaining` | `(bits.position(), bits.remaining())` | bits read, bits left |
//! | `.padding`, `.end` | `bits.padding()?` | nothing left but zero bits; nothing left at all |
//! | **a [`Grid`]** | | |
//! | `.get`, `.width`, `.height` | `heights.at(Point::new(x, y))` | a cell (`None` off the grid), the size |
//! | `.rows`, `.cells` | `heights.iter().filter(\|&(_, &h)\| h == 9).count()` | every row; every cell with its `(x, y)` |
//! | `.columns`, `.column` | `heights.columns().map(\|column\| column.max()).count()` | every column, its cells top to bottom; one column |
//! | `.at`, `.at_mut`, `.contains` | `heights.at(Point::new(1, 1))` | the cell at a [`Point`] (`None` off the grid, where `heights[point]` panics) |
//! | `.neighbours`, `.points` | `heights.neighbours(Point::ORIGIN, &Point::FOUR).count()` | a point's neighbours that lie on the grid (four or eight); every point |
//! | `.neighbour_cells`, `.iter` | `heights.iter().filter(\|&(_, &h)\| h == 9).count()` | the same with what stands there: `(Point, &cell)` |
//! | `.bottom_right`, `.top_right`, `.bottom_left` | `heights.bottom_right()` | a corner by name (the last point, row by row) |
//! | `.wrap` | `heights.wrap(heights.bottom_right() + Point::RIGHT)` | a point on a grid whose edges wrap around |
//! | `.find`, `.find_all` | `heights.find(&9)` | where a value stands first; every point where it does |
//! | `.same_size`, `.map`, [`Grid::new`] | `let mut seen = heights.same_size(false);` | a grid of the same size, of another type |
//! | `.draw`, `.mark` | `heights.draw(\|&h\| if h == 9 { '#' } else { '.' }).mark(Point::ORIGIN, '@').to_string()` | the grid as the page draws it, a place marked ([`Drawing`]) |
//! | **a [`Point`]** | | |
//! | `.turn_right`, `.turn_left`, `.turn_around` | `Point::UP.turn_right()` | a direction turned (`Point::UP`, …, [`Point::FOUR`], [`Point::EIGHT`]) |
//! | `.manhattan` | `Point::new(2, 3).manhattan(Point::ORIGIN)` | the steps between two points, up, down, left and right |
//! | `.direction` | `Point::direction('^')` | the direction an arrow or letter stands for (`^v<>`, `UDLR`, `NSWE`) |
//! | **after parsing** | | |
//! | [`bottom_up`] | `bottom_up(start, \|&at\| caves.neighbours(at), \|&at, next\| if at == end { 1 } else { next.sum::<u64>() })?` | a value made from the values of what each state leads to, children first (paths, totals) |
//! | [`after`] | `after(0_u32, \|&x\| (x + 1) % 7, 1_000_000_000)` | the state after `n` steps, looked up once a state repeats |
//! | [`chinese_remainder`] | `chinese_remainder([(0_i64, 17), (-2, 13), (-3, 19)])?` | the least `x` meeting each `x ≡ r (mod m)`, and their lcm; too narrow a type said |
//!
//! Each example, run:
//!
//! ```
//! # use aoc_common::*;
//! # #[derive(Clone, Debug, PartialEq)] enum Operand { Register(usize), Number(i64) }
//! # #[derive(Debug, PartialEq)] enum Instruction { Inp(usize), Add(usize, i64) }
//! # use Instruction::*;
//! let input = "199\n200\n";
//! assert_eq!(records(input, |line| line.number::<u32>())?, [199, 200]);
//! let input = "3,4,3\n";
//! assert_eq!(one_record(input, |line| line.numbers::<u8>(","))?, [3, 4, 3]);
//! let input = "4\n8\n";
//! assert_eq!(records_n::<u8, 2>(input, |line| line.number_of(1..=10, "a board position"))?, [4, 8]);
//! let input = "219\n398\n";
//! assert_eq!(grid(input, "a digit", |c| c.to_digit(10))?.at(Point::new(1, 1)), Some(&9));
//! assert_eq!(grid_n::<_, 3, 2>(input, "a digit", |c| c.to_digit(10))?.height(), 2);
//! assert_eq!(digit_grid::<u8>(input)?.at(Point::new(2, 1)), Some(&8));
//! assert_eq!(grid_n::<_, 3, 2>(input, "a digit", digit::<u8>)?.at(Point::new(0, 0)), Some(&2));
//! assert_eq!(strictly(input, digit_grid::<u8>)?.width(), 3);
//!
//! let caves = graph("start-A\nA-end\n", "-", Edges::BothWays)?;
//! let roads = "London to Dublin = 464\n";
//! assert_eq!(graph_with(roads, Edges::BothWays, |line| { let [a, b, w] = line.pattern("{} to {} = {}")?; Ok([(a, b, w.number::<u32>()?)]) })?.len(), 2);
//! assert_eq!(caves.node("A"), Some(1));
//! let a = caves.node("A").unwrap();
//! assert_eq!((caves.name(a), caves.names().len(), caves.len()), ("A", 3, 3));
//! assert_eq!(caves.neighbours(a).count(), 2);
//! assert_eq!((caves.edges(a).len(), caves.nodes().count()), (2, 3));
//! let mut caves = caves;
//! caves.add_edge("A", "b", (), Edges::BothWays);
//! assert_eq!(caves.add_node("b"), 3);
//!
//! let input = "#####\n#...#\n";
//! let mut lines = lines(input);
//! assert_eq!(lines.next_line("the top wall")?.text(), "#####");
//! lines.next_line("the hallway")?.literal("#...#")?;
//! lines.end()?;
//! let mut lines = aoc_common::lines("#...#\n  ###\n");
//! lines.next_line("the hallway")?;
//! lines.end_with("the bottom wall", |wall| wall.literal("  ###"))?;
//!
//! let input = "7,4\n\n1 2\n3 4\n\n5 6\n7 8\n";
//! let mut sections = sections(input);
//! let draws = sections.next_section("the numbers drawn")?;
//! assert_eq!(draws.one_record(|line| line.numbers::<u8>(","))?, [7, 4]);
//! let boards: Vec<[[u8; 2]; 2]> = sections.each_section("a board", |board| board.records_n(|row| row.numbers_n(Spaces)))?;
//! assert_eq!(boards, vec![[[1, 2], [3, 4]], [[5, 6], [7, 8]]]);
//! let board = aoc_common::sections("1 2\n3 4\n").next_section("a board")?;
//! assert_eq!(board.records_n::<[u8; 2], 2>(|row| row.numbers_n(Spaces))?, [[1, 2], [3, 4]]);
//! sections.end()?;
//! let mut sections = aoc_common::sections("6,10\n\nfold along y=7\n");
//! sections.next_section("the dots")?;
//! let fold = parser(|fold| fold.pattern_with("fold along y={}", Span::number::<u32>));
//! assert_eq!(sections.end_with("the folds", |folds| folds.records(fold))?, [7]);
//!
//! let dots = aoc_common::sections("6,10\n0,14\n").next_section("dots")?;
//! assert_eq!(dots.records(|line| line.numbers_n::<u32, 2>(","))?, [[6, 10], [0, 14]]);
//! let image = aoc_common::sections("#.\n.#\n").next_section("the image")?;
//! assert_eq!(image.grid("'#' or '.'", |c| "#.".find(c))?.at(Point::new(1, 0)), Some(&1));
//! let rows = image.lines().count();
//! assert_eq!(rows, 2);
//! let image = aoc_common::sections("12\n34\n").next_section("the image")?;
//! assert_eq!(image.digit_grid::<u8>()?.at(Point::new(1, 1)), Some(&4));
//! let scanner = aoc_common::sections("--- scanner 3 ---\n1,2,3\n").next_section("a scanner")?;
//! assert_eq!(scanner.heading().pattern_numbers::<u32, 1>("--- scanner {} ---")?, [3]);
//! assert_eq!(scanner.body_records(|beacon| beacon.numbers_n::<i32, 3>(","))?, [[1, 2, 3]]);
//! let number = scanner.index();
//! assert_eq!(number, 0);
//!
//! let line = Span::line_of(1, "42");
//! assert_eq!((line.number::<u32>()?, line.parse::<f64>("a decimal number")?), (42, 42.0));
//! let line = Span::line_of(1, "7");
//! assert_eq!(line.number_of(1..=10, "a board position")?, 7);
//! assert_eq!(line.canonical_number::<u32>()?, 7);
//! let line = Span::line_of(1, "1,2,3");
//! assert_eq!((line.numbers::<u8>(",")?, line.split(',').count()), (vec![1, 2, 3], 3));
//! let row = Span::line_of(1, " 1  2 3  4  5");
//! assert_eq!(row.numbers_n::<u8, 5>(Spaces)?, [1, 2, 3, 4, 5]);
//! let line = Span::line_of(1, "add x 7");
//! let [op, a, b] = line.split_n(" ")?;
//! assert_eq!((op.text(), a.text(), b.text()), ("add", "x", "7"));
//! let line = Span::line_of(1, "start-A");
//! let (from, to) = line.split_once("-")?;
//! assert_eq!((from.text(), to.column()), ("start", 7));
//! let line = Span::line_of(1, "ab cd");
//! assert_eq!(line.list(" ", |word| word.only("letters", char::is_alphabetic))?.len(), 2);
//! assert_eq!(line.list_n::<_, 2>(Spaces, |word| Ok(word.text().len()))?, [2, 2]);
//! let line = Span::line_of(1, "x=20..30, y=-10..-5");
//! assert_eq!(line.pattern_numbers::<i32, 4>("x={}..{}, y={}..{}")?, [20, 30, -10, -5]);
//! let line = Span::line_of(1, "CH -> B");
//! let [pair, insert] = line.pattern("{} -> {}")?;
//! assert_eq!((pair.text(), insert.text()), ("CH", "B"));
//! let letter = |c: char| c.is_ascii_uppercase().then_some(c);
//! assert_eq!(pair.map_chars_n::<_, 2>("a capital letter", letter)?, ['C', 'H']);
//! assert_eq!(insert.one_char("a capital letter", letter)?, 'B');
//! let axis = parser(|axis| axis.one_of(&[("x", 0), ("y", 1)]));
//! let line = Span::line_of(1, "fold along y=7");
//! assert_eq!(line.pattern_with("fold along {}={}", (axis, Span::number::<u32>))?, (1, 7));
//! assert_eq!(line.strip_prefix("fold along ")?.text(), "y=7");
//! let kind = parser(|room| room.one_of(&[("A", 0), ("B", 1), ("C", 2), ("D", 3)]));
//! let line = Span::line_of(1, "#D#A#C#B#");
//! assert_eq!(line.pattern_with("#{}#{}#{}#{}#", [kind; 4])?, [3, 0, 2, 1]);
//! let cave = parser(|name| Ok(name.text()));
//! let line = Span::line_of(1, "start-QX");
//! assert_eq!(line.pattern_with("{}-{}", (cave, cave))?, ("start", "QX"));
//! let register = parser(|r| r.one_of(&[("w", 0_usize), ("x", 1)]));
//! let line = Span::line_of(1, "add x -7");
//! let instruction = line.case("inp {}", register, Inp).case("add {} {}", (register, Span::number), |(a, b)| Add(a, b)).end()?;
//! assert_eq!(instruction, Add(1, -7));
//! let line = Span::line_of(1, "#...........#");
//! line.literal("#...........#")?;
//! let word = Span::line_of(1, "off");
//! assert!(!word.one_of(&[("on", true), ("off", false)])?);
//! let registers = [("w", Operand::Register(0)), ("x", Operand::Register(1))];
//! let operand = Span::line_of(1, "-7");
//! assert_eq!(operand.one_of_or_else(&registers, |n| n.number().map(Operand::Number))?, Operand::Number(-7));
//! let registers = table(["w", "x", "y", "z"], [0_u8, 1, 2, 3]);
//! assert_eq!(Span::line_of(1, "z").one_of(&registers)?, 3);
//! let switch = words(["on", "off"], [true, false]);
//! assert_eq!(Span::line_of(1, "off 3").pattern_with("{} {}", (switch, Span::number::<u8>))?, (false, 3));
//! let line = Span::line_of(1, "start-A");
//! assert_eq!(line.pattern_with("{}-{}", (Span::word, Span::word))?, ("start", "A"));
//! let cave = Span::line_of(1, "HN");
//! assert!(cave.letter_case()? == LetterCase::Upper);
//! let line = Span::line_of(1, "kd");
//! assert_eq!(line.only("letters", |c| c.is_ascii_alphabetic())?.text(), "kd");
//! let line = Span::line_of(1, "C2");
//! assert_eq!(line.map_chars("a hexadecimal digit", |c| c.to_digit(16))?, [12, 2]);
//! assert_eq!(line.chars().map(|c| c.column()).last(), Some(2));
//! let line = Span::line_of(1, "  kd ");
//! assert_eq!(line.trim().column(), 3);
//! let line = aoc_common::lines("143\n").next().unwrap();
//! assert_eq!(line.no_trailing_space()?.number::<u32>()?, 143);
//! let line = Span::line_of(1, "7");
//! assert_eq!(line.read_with(|cursor| cursor.take("a digit", |c| c.to_digit(10)))?, 7);
//! let hex = Span::line_of(1, "D2FE28");
//! let line = hex;
//! let mut bits = line.hex_bits()?;
//! assert_eq!(bits.read(3, "the version")?, 6);
//! assert!(bits.flag("a flag")?);
//! let mut run = bits.take(11, "the sub-packets")?;
//! assert_eq!(run.read(11, "a packet")?, 0b00_1011_1111_1);
//! run.end()?;
//! assert_eq!((bits.position(), bits.remaining()), (15, 9));
//! bits.read(6, "the rest")?;
//! bits.padding()?;
//! assert_eq!(Span::line_of(1, "101").binary_bits()?.remaining(), 3);
//! let line = Span::line_of(1, "7");
//! assert_eq!((line.text(), line.line(), line.column()), ("7", 1, 1));
//! let (low, high) = (9, line);
//! let error = high.error(format!("a number of at least {low}"));
//! assert_eq!(error.to_string(), r#"line 1, column 1: expected a number of at least 9, found "7""#);
//! let line = Span::line_of(1, "fold along z=7");
//! assert_eq!(line.find("z=").map(|at| at.column()), Some(12));
//!
//! let line = Span::line_of(1, "[]");
//! let mut cursor = line.cursor();
//! if cursor.eat('[') { cursor.expect(']')?; }
//! cursor.end()?;
//! let line = Span::line_of(1, "[1,2]");
//! let mut cursor = line.cursor();
//! assert!(cursor.eat('[') && cursor.peek() == Some('1'));
//! assert_eq!(cursor.take("a digit", |c| c.to_digit(10))?, 1);
//! # cursor.expect(',')?; cursor.take("a digit", |c| c.to_digit(10))?; cursor.expect(']')?;
//! cursor.end()?;
//!
//! let heights = grid("219\n398\n", "a digit", |c| c.to_digit(10))?;
//! let (x, y) = (1, 1);
//! assert_eq!((heights.at(Point::new(x, y)), heights.width(), heights.height()), (Some(&9), 3, 2));
//! assert_eq!(heights.iter().filter(|&(_, &h)| h == 9).count(), 2);
//! assert_eq!(heights.rows().count(), 2);
//! assert_eq!(heights.columns().map(|column| column.max()).count(), 3);
//! assert_eq!(heights.column(1).copied().collect::<Vec<_>>(), [1, 9]);
//! assert_eq!(heights.at(Point::new(1, 1)), Some(&9));
//! assert_eq!(heights.neighbours(Point::ORIGIN, &Point::FOUR).count(), 2);
//! assert_eq!(heights.iter().filter(|&(_, &h)| h == 9).count(), 2);
//! assert_eq!(heights.bottom_right(), Point::new(2, 1));
//! assert_eq!(heights.wrap(heights.bottom_right() + Point::RIGHT), Point::new(0, 1));
//! assert_eq!(heights.find(&9), Some(Point::new(2, 0)));
//! let mut seen = heights.same_size(false);
//! seen[Point::ORIGIN] = true;
//! assert_eq!(heights.draw(|&h| if h == 9 { '#' } else { '.' }).mark(Point::ORIGIN, '@').to_string(), "@.#\n.#.");
//! assert_eq!(Point::UP.turn_right(), Point::RIGHT);
//! assert_eq!(Point::new(2, 3).manhattan(Point::ORIGIN), 5);
//! assert_eq!(Point::direction('^'), Some(Point::UP));
//!
//! let line = Span::line_of(1, "shiny gold -> AB");
//! assert_eq!(line.pattern_with("{} -> {}", (Span::phrase, Span::word))?, ("shiny gold", "AB"));
//! let line = Span::line_of(1, "3-5");
//! assert_eq!(line.range::<u32>("-")?, 3..=5);
//! let mut names = Unique::new();
//! let name = names.insert(line)?;
//! assert_eq!((name, names.insert(line).is_err()), ("3-5", true));
//! let caves = graph("start-A\nA-end\nstart-end\n", "-", Edges::OneWay)?;
//! let (start, end) = (caves.node("start").unwrap(), caves.node("end").unwrap());
//! assert_eq!(bottom_up(start, |&at| caves.neighbours(at), |&at, next| if at == end { 1 } else { next.sum::<u64>() })?, 2);
//! assert_eq!(after(0_u32, |&x| (x + 1) % 7, 1_000_000_000), 1_000_000_000 % 7);
//! assert_eq!(chinese_remainder([(0_i64, 17), (-2, 13), (-3, 19)])?, (3417, 4199));
//! # Ok::<(), aoc_common::Failed>(())
//! ```
//!
//! Separators: a `&str` or `char` (each one splits), [`Spaces`] (runs of
//! spaces, none at the ends: day 4's right-aligned rows), [`Whitespace`]
//! (runs of any white space, tabs too).
//!
#![doc = include_str!("walking.md")]
//!
//! A solution with nothing to answer returns [`NoAnswer`] (`return
//! no_answer("no board ever wins")`, [`no_answer`]); a part not written
//! yet returns [`NotSolved`]; the runner turns any answer into text with
//! [`Answer`]. A day's tests check it on the puzzle's examples with
//! [`examples::check`]; an example the puzzle runs at sizes of its own (a
//! smaller grid, fewer steps) gives them in its row, and the day reads each
//! with [`example_or`] (see [`sizes`]).
#![doc = include_str!("shapes.md")]
//!
//! ## After parsing
//!
//! The work that comes back once the input is parsed (counting, graphs and
//! walks, memos, cycles, ranges, bits, number theory, a search by hand),
//! one recipe a kind, each naming the crate that does it: [`after_parsing`],
//! the manual's chapter (docs/after-parsing.md), every block run as a test.

// The docs teach the names to use: a deprecated one in an example fails it.
#![doc(test(attr(deny(deprecated))))]

/// The manual's chapter on the work after parsing (docs/after-parsing.md),
/// here so that `cargo doc` shows it and `just test` runs every recipe.
#[doc = include_str!("../../../docs/after-parsing.md")]
pub mod after_parsing {}

mod answer;
mod array;
mod bits;
mod block;
mod cursor;
mod cycle;
mod dag;
mod error;
pub mod examples;
mod graph;
mod grid;
mod lines;
#[cfg(feature = "memory")]
pub mod memory;
mod number;
mod point;
mod remainders;
mod sections;
mod separator;
pub mod sizes;
mod span;
mod strict;
mod unique;

pub use answer::{Answer, Failed, NoAnswer, NotSolved, Shown, input, no_answer};
pub use bits::Bits;
pub use cursor::Cursor;
pub use cycle::after;
pub use dag::{Children, bottom_up};
pub use error::{Found, MAX_FOUND_CHARS, ParseError};
pub use graph::{EdgeName, Edges, Graph, graph, graph_with};
pub use grid::{Drawing, Grid, digit, digit_grid, grid, grid_n};
// Kept for the parsers written with them, deprecated for new ones.
pub use lines::{Lines, lines, one_record, one_record_named, records, records_n, records_n_named};
#[allow(deprecated)]
pub use lines::{exactly, one_line, one_record_or, records_n_or};
pub use number::Number;
pub use point::Point;
pub use remainders::chinese_remainder;
pub use sections::{Section, Sections, sections};
pub use separator::{Separator, Spaces, Whitespace};
pub use sizes::example_or;
pub use span::{Cases, HoleParsers, LetterCase, Span, Split, parser, table, words};
#[allow(deprecated)]
pub use span::{hole, indexed, one_of};
#[allow(deprecated)]
pub use strict::no_trailing_space;
pub use strict::strictly;
pub use unique::Unique;
