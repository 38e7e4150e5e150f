# Advent of Code, every year in one workspace: `just` lists the recipes.
# Recipes that take a day act on the current year (`just year`); `just
# RECIPE --help` (anywhere among its arguments) says what one does and
# takes, and runs and builds nothing.

# The helpers below are user-defined functions (just 1.49 or newer), which
# just still calls unstable; `?` lines stop a recipe that was asked for its
# usage.
set unstable
set guards

# The current year: the root package's default feature in Cargo.toml.
year := replace_regex(read("Cargo.toml"), '(?s)^.*\ndefault = \["year(\d{4})"\].*$', '$1')

# Day DAY of the current year, named as the `layout` crate names it (a test
# of xtask holds these to it): `4` and `04` are day 04; its package (and the
# runner's feature for it) is `day04` in 2021 and `day04-2026` in 2026; its
# crate is `crates/day04` or `crates/2026/day04`.
nn(day) := replace_regex(replace_regex(day, '^0+', ''), '^(\d)$', '0$1')
package(day) := "day" + nn(day) + if year == "2021" { "" } else { "-" + year }
crate(day) := if year == "2021" { "crates/day" + nn(day) } else { "crates/" + year + "/day" + nn(day) }
module(day) := "src/year" + year + "/day" + nn(day) + ".rs"
input(day) := "input/" + year + "/day" + replace_regex(day, '^0+', '') + ".txt"
# What a recipe does (its comment, as `just --list` shows it) and its usage.
about(recipe) := quote(just_executable()) + " --list --unsorted | sed -n 's/^    " + recipe + " [^#]*# //p' | fold -s -w 79; echo; " + quote(just_executable()) + " --usage " + recipe
# `-h` or `--help` among a recipe's arguments (ARGS, joined by spaces):
# what it does and its usage, and nothing run or built.
help(recipe, args) := if args =~ '(^|\s)(-h|--help)(\s|$)' { about(recipe) + "; exit 1" } else { "true" }
# The same for a recipe the tools run, with where every option of theirs is told.
tool-help(recipe, command, args) := if args =~ '(^|\s)(-h|--help)(\s|$)' { about(recipe) + "; echo; echo 'Every option, in full: cargo xtask " + command + " --help'; exit 1" } else { "true" }
# Arguments a recipe does not take: one sentence, and nothing run.
no-more(recipe, args) := if args == "" { "true" } else { "echo " + quote("just " + recipe + " takes no more arguments than its usage shows (`just " + recipe + " --help`), not: " + args) + " >&2; exit 2" }
# A DAY that is no day of the current year with a crate: one sentence why.
no-crate(day) := "[ -d " + crate(day) + " ] || exec cargo xtask check-day " + quote(day)

# List the recipes.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
default help='':
    @?{{help("default", help)}}
    @just --list --unsorted

# Install what the recipes use and the toolchain lacks: cargo-aoc, and bacon (for `just watch`); build the tools; copy each day's example where `cargo aoc` reads an input not there yet.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
setup help='':
    @?{{help("setup", help)}}
    @{{quote(just_executable())}} _install
    @{{quote(just_executable())}} _build-tools

# setup's two halves, apart for .ci/run, which builds the installs beside
# its first checks (unoptimized: `--debug` among FLAGS).
[private]
_install *flags:
    command -v cargo-aoc >/dev/null || cargo install --locked {{flags}} cargo-aoc
    command -v bacon >/dev/null || cargo install --locked {{flags}} bacon

[private]
_build-tools:
    @echo "building the tools, with and without the site client, so that no command waits for them later"
    cargo build --quiet --manifest-path xtask/Cargo.toml --bin xtask
    cargo build --quiet --manifest-path xtask/Cargo.toml --bin xtask --features site
    @cargo xtask example-copies

# Print the current year, or make YYYY current: see docs/years.md, "Another year".
[no-exit-message]
[arg('year', help='a year, 2015 up to this one, to make current (none: print the current year)')]
year *year:
    @?{{tool-help("year", "year", year)}}
    @cargo xtask year {{year}}

# Scaffold day N of the current year (1 to 25; 1 to 12 from 2025) and register it: see docs/years.md, "Adding a day".
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='nothing more (-h or --help prints this)')]
new day *args:
    @?{{tool-help("new", "new", day + " " + args)}}
    cargo xtask new {{quote(day)}} {{args}}

# Take day N of the current year out again (what `just new N` added; your input and answers stay); `--force` even with work not committed.
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='--force: take it out even with work not committed')]
remove day *args:
    @?{{tool-help("remove", "remove", day + " " + args)}}
    cargo xtask remove {{quote(day)}} {{args}}

# Rewrite registration modules still in cargo-aoc's attribute form (before `register!`): see docs/years.md, "Coming back from an older copy".
[no-exit-message]
[arg('args', help='nothing more (-h or --help prints this)')]
upgrade *args:
    @?{{tool-help("upgrade", "upgrade", args)}}
    cargo xtask upgrade {{args}}

# At the opening: wait for day N (a countdown), scaffold it, fetch your input and the puzzle, show it.
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='nothing more (-h or --help prints this)')]
start day *args:
    @?{{tool-help("start", "start", day + " " + args)}}
    cargo xtask start {{quote(day)}} {{args}}

# `just start` for the day that opens next, or opened today, in the current year.
[no-exit-message]
[arg('args', help='nothing more (-h or --help prints this)')]
today *args:
    @?{{tool-help("today", "today", args)}}
    cargo xtask today {{args}}

# Rehearse the opening on a past day whose page, input and answers are kept: in a copy, a stand-in site on 127.0.0.1 and a clock a minute before its opening; a shell opens there (`just start N`, `watch`, `submit`), nothing reaches the site, and leaving it says your times.
[no-exit-message]
[arg('day', help='a day that has opened, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='--year YYYY: another year; --lead SECONDS: the clock that long before the opening (60)')]
[positional-arguments]
rehearse day *args:
    @?{{tool-help("rehearse", "rehearse", day + " " + args)}}
    cargo xtask rehearse "$@"

# Run a day on your input, optimized, as `cargo aoc -d N` prints it (e.g. `just run 21`; `-p 2` one part, `-i FILE` another input, `--message-format json` the answers and times as data).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='for the runner: -p PART (1 or 2), -i FILE (another input), --message-format json')]
run day *args:
    @?{{help("run", day + " " + args)}}
    @{{no-crate(day)}}
    cargo solve {{package(day)}} -- {{quote(day)}} {{args}}

# On every save in the day's crate (or aoc-common, or its input): its tests, then the day on your input (in bacon, `t` switches to the tests alone and `r` to the run alone for every save after, `a` back to both; `q` quits).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='nothing more (-h or --help prints this)')]
watch day *args:
    @?{{help("watch", day + " " + args)}}
    @{{no-more("watch", args)}}
    @{{no-crate(day)}}
    @command -v bacon >/dev/null || { echo "installing bacon, the watcher (only the first time)…"; cargo install --locked bacon; }
    @mkdir -p {{parent_directory(input(day))}}
    AOC_DAY={{quote(day)}} AOC_PACKAGE={{package(day)}} bacon day --config-toml 'watch = ["{{crate(day)}}", "crates/aoc-common", "src", "{{parent_directory(input(day))}}"]'

# A private leaderboard (its ID, the number in its address, kept once given; `--key KEY` its view key, `--me ID` your row): fetched at most every 15 minutes; `--day N` each member's times to day N's stars, `--chart` the year drawn (a PNG; `--svg` an SVG), both from what is kept.
[no-exit-message]
[arg('args', help="ID: the board (the number in its address, kept once given); --key KEY: its read-only view key; --me ID: your member id; --year YYYY: another year; --day N: each member's times to day N's stars, in that day's order; --chart: the year drawn, a PNG; --svg: with --chart, an SVG")]
leaderboard *args:
    @?{{tool-help("leaderboard", "leaderboard", args)}}
    cargo xtask leaderboard {{args}}

# Every year's stars at a glance, from the answers recorded under input/ (no request); `--times` each star's time from the opening and part two's delta (`--markdown` for a README, `--readme README.md` written into it).
[no-exit-message]
[arg('args', help="--times: each star's time from the opening and part two's delta; --markdown: those tables in Markdown; --readme FILE: those tables written into FILE between its lines <!-- stars:start --> and <!-- stars:end -->, added at its end where it has neither")]
stars *args:
    @?{{tool-help("stars", "stars", args)}}
    @cargo xtask stars {{args}}

# Run every day of every year on its input, each built alone: a table of its answers and times (on its example until you save your input).
[no-exit-message]
[arg('args', help='nothing more (-h or --help prints this)')]
run-all *args:
    @?{{tool-help("run-all", "run-all", args)}}
    cargo xtask run-all {{args}}

# The quick test loop: every year's days', aoc-common's and the runner's tests and doc tests, a part not solved yet said and no failure, as everywhere (or one day's: `just test 4`, unit and integration tests; `just test 4 NAME` the tests whose names hold NAME).
[no-exit-message]
[arg('day', help='a day, to test it alone (its unit and integration tests)')]
[arg('filter', help="with a day: only its tests whose names hold this")]
test day="" *filter:
    @?{{help("test", day + " " + filter)}}
    @{{ if day == "" { "true" } else { no-crate(day) } }}
    {{ if day == "" { "cargo xtask test" } else { "cargo test -p " + package(day) + " --tests " + filter } }}

# What `just test` leaves out: the tools' tests (the workspace's tidy checks among them), the benchmarks run once as tests, tests named `exhaustive_…` and property tests at full count (release); each runs whatever the one before did.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
test-full help='':
    @?{{help("test-full", help)}}
    cargo xtask ci --only test-full

# Check every solution of every year on your inputs against the answers in input/YEAR/dayN.answers (or the current year's days given).
[no-exit-message]
[arg('days', help='days of the current year to check (none: every day of every year)')]
verify *days:
    @?{{tool-help("verify", "verify", days)}}
    cargo xtask verify {{days}}

# Download your input for a day, and record the answers the site accepted; `all`: every open day of the year, a request a second (`--year YYYY` another year).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025), or all: every open day of the year')]
[arg('args', help='--year YYYY: another year (with all)')]
fetch day *args:
    @?{{tool-help("fetch", "fetch", day + " " + args)}}
    cargo xtask fetch {{quote(day)}} {{args}}

# Read a day's puzzle in the terminal (kept under input/, fetched once; again after a part is solved, or with --refresh).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='--refresh: fetch the page again, stored or not')]
read day *args:
    @?{{tool-help("read", "read", day + " " + args)}}
    cargo xtask read {{quote(day)}} {{args}}

# Open a day's puzzle page in the browser, and print its address.
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='nothing more (-h or --help prints this)')]
open day *args:
    @?{{tool-help("open", "open", day + " " + args)}}
    cargo xtask open {{quote(day)}} {{args}}

# The puzzle's example and its answers into the day's tests (or, given K, code block K as example.txt or FILE).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('block_and_file', help='K: code block K (as `just read` numbers them) saved as example.txt, or as FILE given after it (none: the examples and answers the page gives)')]
example day *block_and_file:
    @?{{tool-help("example", "example", day + " " + block_and_file)}}
    cargo xtask example {{quote(day)}} {{block_and_file}}

# Print, or set once, the contact (your e-mail) every request to the site names, as its automation guidelines ask.
[no-exit-message]
[arg('email', help='how the site can reach you, set once (none: print it)')]
contact *email:
    @?{{tool-help("contact", "contact", email)}}
    cargo xtask contact {{email}}

# Send an answer (the canonical solution's on your input if none is given); a right one is recorded for `just verify`.
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('part_and_answer', help="PART, 1 or 2, then ANSWER, the answer to send (none: your solution's, on your input); --force: send it even where the part gives another answer on the example than the page does")]
submit day *part_and_answer:
    @?{{tool-help("submit", "submit", day + " " + part_and_answer)}}
    cargo xtask submit {{quote(day)}} {{part_and_answer}}

# Time one day of the current year in seconds (its latest day if none is given; `all`: every day of the year): each solution run again and again, its median and fastest times; `--full`: criterion's benchmarks and the heap use, then their table.
[no-exit-message]
[arg('args', help='the day, or all: every day of the year (none: the latest day of the current year); --full: criterion and the heap use, then their table (minutes)')]
bench *args:
    @?{{tool-help("bench", "bench", args)}}
    cargo xtask bench {{args}}

# aoc-common against plain std parsing of the same text, six input shapes, then the table with each ratio to std.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
bench-parse help='':
    @?{{help("bench-parse", help)}}
    cargo bench -p aoc-common --features bench --bench parse
    cargo xtask bench-report --only "aoc-common vs std"

# Write the latest benchmark results of every day of every year and of aoc-common into docs/speed.md, with every day's timings drawn in docs/speed-days.png (and day 21's chart by target score, where `just bench 21` measured it).
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
bench-readme help='':
    @?{{help("bench-readme", help)}}
    cargo xtask bench-report --only day --only "aoc-common vs std" --readme docs/speed.md \
        --days-chart docs/speed-days.png \
        --chart crates/day21/benches/part2-by-target.png --chart-group day21 --x-label "target score"

# Time the inner loop (run and test a day after an edit, unchanged, and cold) beside a stand-in of the most used template's shape.
[arg('runs', help='how many times each step is timed')]
[arg('args', help='nothing more (-h or --help prints this)')]
bench-loop runs="5" *args:
    @?{{help("bench-loop", runs + " " + args)}}
    @{{no-more("bench-loop", args)}}
    cargo xtask bench-loop --runs {{runs}} --readme docs/speed.md

# cargo-aoc's own benchmark of one day's registered solutions (the current year's).
[no-exit-message]
[arg('day', help='the day, 1 to 25 (1 to 12 from 2025)')]
[arg('args', help='nothing more (-h or --help prints this)')]
aoc-bench day *args:
    @?{{help("aoc-bench", day + " " + args)}}
    @{{no-more("aoc-bench", args)}}
    cargo aoc bench -d {{quote(day)}}

# Format every crate, the tools' too.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
fmt help='':
    @?{{help("fmt", help)}}
    cargo fmt --all
    cargo fmt --manifest-path xtask/Cargo.toml -p xtask -p site-html

# Formatting and clippy, warnings as errors, in the solutions' workspace and the tools' (with every feature, and without: plain builds leave parts out); each runs whatever the one before did.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
lint help='':
    @?{{help("lint", help)}}
    cargo xtask ci --only lint

# Everything CI runs: lint, both test loops and, beside them, the end-to-end checks (their output shown once the others are done), each whatever the one before did; every failure is named at the end.
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
ci help='':
    @?{{help("ci", help)}}
    cargo xtask ci

# End to end: day 21's answers and error messages through the runner, whatever year is current (see .ci/check-answers).
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
check-answers help='':
    @?{{help("check-answers", help)}}
    .ci/check-answers

# End to end, in a throwaway copy: own inputs, `just new`, `just verify`, years side by side (see .ci/check-workflow).
[arg('help', long='help', short='h', value='--help', help='print this usage, run nothing')]
check-workflow help='':
    @?{{help("check-workflow", help)}}
    .ci/check-workflow

# Day DAY as the helpers above name it, for the test that holds them to the
# `layout` crate (xtask/tests/tidy.rs).
[private]
_layout day:
    @echo {{package(day)}} {{crate(day)}} {{module(day)}} {{input(day)}}
