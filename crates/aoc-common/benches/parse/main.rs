//! aoc-common against plain std parsing (`lines`, `split_once`, `parse`,
//! `unwrap`) of the same text, one input shape at a time, at the sizes of
//! real puzzle inputs. The inputs are generated here (no puzzle text); both
//! parsers of a shape are checked to agree before they are timed.
//!
//! `just bench-parse` runs them and prints each shape's times and the ratio
//! to std; `just bench-readme` writes that table into the README. Beside
//! them, a walk of a grid with aoc-common's points against the same walk by
//! index arithmetic ("grid-walk"), and the graph and bit readers against
//! loops by hand ([`graphs_and_bits`]).

// The std parsers are written as people write them, with `unwrap`; a parser
// that fails here is a broken benchmark.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::collections::VecDeque;
use std::fmt::Write;
use std::hint::black_box;

use aoc_common::{Grid, ParseError, Point, Spaces, grid, one_record, parser, records, sections};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// Numbers from a fixed seed (a 64-bit linear congruential generator), so
/// every run parses the same text.
struct Numbers(u64);

impl Numbers {
    /// A number in `0..bound`.
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % bound
    }

    /// A number in `-bound..bound`.
    fn around_zero(&mut self, bound: i64) -> i64 {
        let bound_u64 = u64::try_from(bound).unwrap_or(0);
        i64::try_from(self.below(2 * bound_u64)).unwrap_or(0) - bound
    }
}

/// Day 1's shape: 2000 lines of one number each.
fn numbers_input() -> String {
    let mut random = Numbers(1);
    (0..2000).fold(String::new(), |mut text, _| {
        let _ = writeln!(text, "{}", 100 + random.below(9900));
        text
    })
}

/// Day 4's shape: 100 numbers drawn, then 100 boards of 5 right-aligned rows.
fn boards_input() -> String {
    let mut random = Numbers(4);
    let draws: Vec<String> = (0..100).map(|_| random.below(100).to_string()).collect();
    let mut text = draws.join(",");
    text.push('\n');
    for _ in 0..100 {
        text.push('\n');
        for _ in 0..5 {
            let row: Vec<String> = (0..5)
                .map(|_| format!("{:>2}", random.below(100)))
                .collect();
            let _ = writeln!(text, "{}", row.join(" "));
        }
    }
    text
}

/// Day 5's shape: 500 lines `x,y -> x,y`.
fn segments_input() -> String {
    let mut random = Numbers(5);
    (0..500).fold(String::new(), |mut text, _| {
        let [a, b, c, d] = [(); 4].map(|()| random.below(1000));
        let _ = writeln!(text, "{a},{b} -> {c},{d}");
        text
    })
}

/// Day 9's shape: a 100×100 grid of digits.
fn grid_input() -> String {
    let mut random = Numbers(9);
    (0..100).fold(String::new(), |mut text, _| {
        let row: String = (0..100).map(|_| random.below(10).to_string()).collect();
        let _ = writeln!(text, "{row}");
        text
    })
}

/// Day 16's shape: one line of 1400 hexadecimal digits.
fn hex_input() -> String {
    let mut random = Numbers(16);
    let mut text: String = (0..1400)
        .map(|_| format!("{:X}", random.below(16)))
        .collect();
    text.push('\n');
    text
}

/// Day 22's shape: 420 lines `on x=a..b,y=c..d,z=e..f` (or `off`).
fn cuboids_input() -> String {
    let mut random = Numbers(22);
    (0..420).fold(String::new(), |mut text, _| {
        let switch = if random.below(2) == 0 { "on" } else { "off" };
        let [a, b, c, d, e, f] = [(); 6].map(|()| random.around_zero(100_000));
        let _ = writeln!(text, "{switch} x={a}..{b},y={c}..{d},z={e}..{f}");
        text
    })
}

fn numbers_aoc(input: &str) -> Result<Vec<u32>, ParseError> {
    records(input, |line| line.number::<u32>())
}

fn numbers_std(input: &str) -> Vec<u32> {
    input.lines().map(|line| line.parse().unwrap()).collect()
}

type Board = [[u8; 5]; 5];

fn boards_aoc(input: &str) -> Result<(Vec<u8>, Vec<Board>), ParseError> {
    let mut sections = sections(input);
    let draws = sections
        .next_section("the numbers drawn")?
        .one_record(|line| line.numbers(","))?;
    let boards = sections.each_section("a board", |board| {
        board.records_n(|row| row.numbers_n(Spaces))
    })?;
    Ok((draws, boards))
}

fn boards_std(input: &str) -> (Vec<u8>, Vec<Board>) {
    let (draws, boards) = input.split_once("\n\n").unwrap();
    let draws = draws.split(',').map(|n| n.parse().unwrap()).collect();
    let boards = boards
        .split("\n\n")
        .map(|board| {
            let mut cells = [[0; 5]; 5];
            for (row, line) in cells.iter_mut().zip(board.lines()) {
                for (cell, number) in row.iter_mut().zip(line.split_whitespace()) {
                    *cell = number.parse().unwrap();
                }
            }
            cells
        })
        .collect();
    (draws, boards)
}

fn segments_aoc(input: &str) -> Result<Vec<[u32; 4]>, ParseError> {
    records(input, |line| line.pattern_numbers("{},{} -> {},{}"))
}

fn segments_std(input: &str) -> Vec<[u32; 4]> {
    input
        .lines()
        .map(|line| {
            let (from, to) = line.split_once(" -> ").unwrap();
            let (x1, y1) = from.split_once(',').unwrap();
            let (x2, y2) = to.split_once(',').unwrap();
            [x1, y1, x2, y2].map(|number| number.parse().unwrap())
        })
        .collect()
}

fn grid_aoc(input: &str) -> Result<Grid<u32>, ParseError> {
    grid(input, "a digit", |c| c.to_digit(10))
}

fn grid_std(input: &str) -> (usize, Vec<u32>) {
    let width = input.lines().next().unwrap().len();
    let cells = input
        .lines()
        .flat_map(|line| line.chars().map(|c| c.to_digit(10).unwrap()))
        .collect();
    (width, cells)
}

/// The regions of a grid walked with aoc-common's [`Point`]s: each
/// region of cells below 9, by breadth-first search, its size.
fn walk_aoc(grid: &Grid<u32>) -> Vec<usize> {
    let mut seen = grid.same_size(false);
    let mut sizes = Vec::new();
    let mut queue = VecDeque::new();
    for start in grid.points() {
        if seen[start] || grid[start] == 9 {
            continue;
        }
        seen[start] = true;
        queue.push_back(start);
        let mut size = 0;
        while let Some(at) = queue.pop_front() {
            size += 1;
            for next in grid.neighbours(at, &Point::FOUR) {
                if !seen[next] && grid[next] != 9 {
                    seen[next] = true;
                    queue.push_back(next);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

/// The same walk by hand: cells in a `Vec`, a cell at `y * width + x`,
/// each edge checked before each step.
fn walk_std((width, cells): &(usize, Vec<u32>)) -> Vec<usize> {
    let width = *width;
    let height = cells.len() / width;
    let mut seen = vec![false; cells.len()];
    let mut sizes = Vec::new();
    let mut queue = VecDeque::new();
    for start in 0..cells.len() {
        if seen[start] || cells[start] == 9 {
            continue;
        }
        seen[start] = true;
        queue.push_back(start);
        let mut size = 0;
        while let Some(at) = queue.pop_front() {
            size += 1;
            let (x, y) = (at % width, at / width);
            let mut next = [None; 4];
            if y > 0 {
                next[0] = Some(at - width);
            }
            if x + 1 < width {
                next[1] = Some(at + 1);
            }
            if y + 1 < height {
                next[2] = Some(at + width);
            }
            if x > 0 {
                next[3] = Some(at - 1);
            }
            for next in next.into_iter().flatten() {
                if !seen[next] && cells[next] != 9 {
                    seen[next] = true;
                    queue.push_back(next);
                }
            }
        }
        sizes.push(size);
    }
    sizes
}

/// Times a walk of a 100×100 grid with aoc-common's [`Point`]s and
/// [`Grid::neighbours`] beside the same walk by index arithmetic, in the
/// table of the parsers (its own column, "grid-walk").
fn walk(c: &mut Criterion) {
    let input = grid_input();
    let (aoc, std) = (grid_aoc(&input).unwrap(), grid_std(&input));
    assert_eq!(walk_aoc(&aoc), walk_std(&std), "the walks disagree");
    let mut group = c.benchmark_group("aoc-common vs std");
    group.bench_with_input(
        BenchmarkId::new("aoc-common", "grid-walk"),
        &aoc,
        |b, grid| b.iter(|| walk_aoc(black_box(grid))),
    );
    group.bench_with_input(BenchmarkId::new("std", "grid-walk"), &std, |b, grid| {
        b.iter(|| walk_std(black_box(grid)))
    });
    group.finish();
}

fn hex_aoc(input: &str) -> Result<Vec<u32>, ParseError> {
    one_record(input, |line| {
        line.map_chars("a hexadecimal digit", |c| c.to_digit(16))
    })
}

fn hex_std(input: &str) -> Vec<u32> {
    input
        .trim_end()
        .chars()
        .map(|c| c.to_digit(16).unwrap())
        .collect()
}

fn cuboids_aoc(input: &str) -> Result<Vec<(bool, [i32; 6])>, ParseError> {
    let switch = parser(|switch| switch.one_of(&[("on", true), ("off", false)]));
    let cuboid = parser(|cuboid| cuboid.pattern_numbers("x={}..{},y={}..{},z={}..{}"));
    records(input, |line| line.pattern_with("{} {}", (switch, cuboid)))
}

fn cuboids_std(input: &str) -> Vec<(bool, [i32; 6])> {
    input
        .lines()
        .map(|line| {
            let (switch, cuboid) = line.split_once(' ').unwrap();
            let mut bounds = [0; 6];
            for (pair, field) in bounds.chunks_mut(2).zip(cuboid.split(',')) {
                let (low, high) = field[2..].split_once("..").unwrap();
                pair[0] = low.parse().unwrap();
                pair[1] = high.parse().unwrap();
            }
            (switch == "on", bounds)
        })
        .collect()
}

/// Times `aoc` and `std` on `input` side by side, after checking that they
/// read the same values (`same` compares their results).
fn shape<A, S>(
    c: &mut Criterion,
    name: &str,
    input: &str,
    aoc: fn(&str) -> Result<A, ParseError>,
    std: fn(&str) -> S,
    same: impl Fn(&A, &S) -> bool,
) {
    match aoc(input) {
        Ok(value) => assert!(same(&value, &std(input)), "{name}: the parsers disagree"),
        Err(error) => panic!("{name}: {error}"),
    }
    let mut group = c.benchmark_group("aoc-common vs std");
    group.bench_with_input(BenchmarkId::new("aoc-common", name), input, |b, input| {
        b.iter(|| aoc(black_box(input)))
    });
    group.bench_with_input(BenchmarkId::new("std", name), input, |b, input| {
        b.iter(|| std(black_box(input)))
    });
    group.finish();
}

fn shapes(c: &mut Criterion) {
    shape(
        c,
        "day01-numbers",
        &numbers_input(),
        numbers_aoc,
        numbers_std,
        |a, s| a == s,
    );
    shape(
        c,
        "day04-boards",
        &boards_input(),
        boards_aoc,
        boards_std,
        |a, s| a == s,
    );
    shape(
        c,
        "day05-segments",
        &segments_input(),
        segments_aoc,
        segments_std,
        |a, s| a == s,
    );
    shape(
        c,
        "day09-grid",
        &grid_input(),
        grid_aoc,
        grid_std,
        |a, (width, cells)| {
            a.width() == *width && a.iter().map(|(_, cell)| *cell).eq(cells.iter().copied())
        },
    );
    shape(c, "day16-hex", &hex_input(), hex_aoc, hex_std, |a, s| {
        a == s
    });
    shape(
        c,
        "day22-cuboids",
        &cuboids_input(),
        cuboids_aoc,
        cuboids_std,
        |a, s| a == s,
    );
}

mod graphs_and_bits;

criterion_group!(benches, shapes, walk, graphs_and_bits::graphs_and_bits);
criterion_main!(benches);
