//! Heap use of one call, for the days' benchmarks (feature `memory`): how
//! many allocations it makes, and the most heap it holds at once (what it
//! returns included).
//!
//! `just bench N` runs the day's `benches/memory.rs` after its timings: a
//! binary of its own whose global allocator is dhat's ([`Alloc`]), so the
//! timed benchmarks keep the system's allocator and their timings do not
//! change. Each call is measured once, in a profiler of its own, and the
//! results are saved beside criterion's (`target/criterion/.memory/`), where
//! `just bench-readme` reads them.
//!
//! ```no_run
//! # fn parse(text: &str) -> Vec<u32> { Vec::new() }
//! // benches/memory.rs
//! #[global_allocator]
//! static HEAP: aoc_common::memory::Alloc = aoc_common::memory::Alloc;
//!
//! fn main() {
//!     let mut report = aoc_common::memory::Report::new("day04");
//!     report.measure("parse", || parse("1\n2\n"));
//!     report.save();
//! }
//! ```

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// dhat's allocator, to be the benchmark binary's global allocator: it
/// counts while a measurement runs and passes everything through otherwise.
pub use dhat::Alloc;

/// The heap use of one call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heap {
    /// How many allocations it made.
    pub allocations: u64,
    /// The most heap it held at once, in bytes.
    pub peak_bytes: u64,
}

/// Runs `call` once and says how much heap it used. The global allocator
/// must be [`Alloc`]: with another, nothing is counted.
pub fn measure<T>(call: impl FnOnce() -> T) -> Heap {
    let profiler = dhat::Profiler::builder().testing().build();
    let value = call();
    let stats = dhat::HeapStats::get();
    drop(value);
    drop(profiler);
    Heap {
        allocations: stats.total_blocks,
        peak_bytes: u64::try_from(stats.max_bytes).unwrap_or(u64::MAX),
    }
}

/// The heap use of a group's functions (a day's `parse`, `part1`, …), to
/// save where `just bench-readme` reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    group: String,
    measured: Vec<(String, Heap)>,
}

impl Report {
    /// An empty report for criterion's group `group` (the day's package).
    pub fn new(group: &str) -> Self {
        Self {
            group: group.to_owned(),
            measured: Vec::new(),
        }
    }

    /// Measures one call of `function` (named as in the group's timed
    /// benchmarks), and says so.
    pub fn measure<T>(&mut self, function: &str, call: impl FnOnce() -> T) {
        let heap = measure(call);
        eprintln!(
            "{}/{function}: {} allocations, {} bytes at most",
            self.group, heap.allocations, heap.peak_bytes
        );
        self.measured.push((function.to_owned(), heap));
    }

    /// The report as JSON.
    pub fn json(&self) -> String {
        let quoted =
            |text: &str| format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""));
        let mut json = format!("{{\"group\":{},\"functions\":[", quoted(&self.group));
        for (index, (function, heap)) in self.measured.iter().enumerate() {
            let comma = if index == 0 { "" } else { "," };
            let _ = write!(
                json,
                "{comma}{{\"function\":{},\"allocations\":{},\"peak_bytes\":{}}}",
                quoted(function),
                heap.allocations,
                heap.peak_bytes
            );
        }
        json.push_str("]}\n");
        json
    }

    /// Saves the report as `GROUP.json` in the `.memory` folder beside
    /// criterion's results (found as criterion finds them:
    /// `CRITERION_HOME`, else `criterion` under `CARGO_TARGET_DIR`, else
    /// under the workspace's `target`), and says where; a folder that
    /// cannot be written is said too.
    pub fn save(&self) {
        let folder = criterion_home().join(".memory");
        let file = folder.join(format!("{}.json", self.group));
        // Written beside, then renamed: a reader finds the old report or the
        // new one, whenever the run is stopped.
        let beside = folder.join(format!(".{}.json.{}", self.group, std::process::id()));
        let written = fs::create_dir_all(&folder)
            .and_then(|()| fs::write(&beside, self.json()))
            .and_then(|()| fs::rename(&beside, &file));
        match written {
            Ok(()) => eprintln!("saved {}", file.display()),
            Err(error) => eprintln!("could not save {}: {error}", file.display()),
        }
    }
}

/// Where criterion writes its results.
fn criterion_home() -> PathBuf {
    if let Some(home) = env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    let target = env::var_os("CARGO_TARGET_DIR").map_or_else(
        || {
            // A benchmark runs in its package's folder: the workspace is
            // the nearest folder above with a Cargo.lock.
            let here = env::current_dir().unwrap_or_default();
            let root = here
                .ancestors()
                .find(|folder| folder.join("Cargo.lock").is_file())
                .map_or(here.clone(), Path::to_path_buf);
            root.join("target")
        },
        PathBuf::from,
    );
    target.join("criterion")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_is_json_bench_report_reads() {
        let mut report = Report::new("day04-2026");
        report.measured.push((
            "part\"1".to_owned(),
            Heap {
                allocations: 3,
                peak_bytes: 4096,
            },
        ));
        assert_eq!(
            report.json(),
            "{\"group\":\"day04-2026\",\"functions\":[{\"function\":\"part\\\"1\",\"allocations\":3,\"peak_bytes\":4096}]}\n"
        );
    }
}
