//! The sizes a failing example test tries ([`Noted::runs_to_try`]), and
//! what it says of them ([`Noted::tries_said`]): where the page may run its
//! example at values the tools are not sure of, the test that ran it at your
//! input's runs it at each, and says which gives the page's answer, with the
//! line to write. A suggestion, never a rule: nothing runs at them but the
//! failing test.

use super::{Noted, to_write};

/// The most runs a failing test tries.
const MOST_RUNS: usize = 12;

/// Sizes to run an example at: each a name and the example's value.
pub type Run = Vec<(String, i64)>;

/// The sizes of `run` as a person reads them: `steps 6, width 11`.
pub fn run_said(run: &Run) -> String {
    run.iter()
        .map(|(name, value)| format!("{name} {value}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Noted {
    /// The sizes to try the example at, where a test that ran it without
    /// sizes of its own failed: one run for each choice of one candidate
    /// value a name, each with the sizes the tools are sure of (a name the
    /// candidates give replacing the sure one's), at most twelve. None
    /// where the notes give no candidate.
    ///
    /// ```
    /// use layout::notes::{Noted, SizeNoted};
    /// let candidate = |value| SizeNoted {
    ///     name: "steps".to_owned(),
    ///     example: value,
    ///     input: 64,
    ///     sentence: "In exactly 6 steps, … 10 steps, …".to_owned(),
    /// };
    /// let noted = Noted {
    ///     candidate_sizes: vec![candidate(6), candidate(10)],
    ///     ..Noted::default()
    /// };
    /// assert_eq!(
    ///     noted.runs_to_try(),
    ///     [vec![("steps".to_owned(), 6)], vec![("steps".to_owned(), 10)]]
    /// );
    /// ```
    pub fn runs_to_try(&self) -> Vec<Run> {
        let mut names: Vec<(&str, Vec<i64>)> = Vec::new();
        for size in &self.candidate_sizes {
            match names.iter_mut().find(|(name, _)| *name == size.name) {
                Some((_, values)) if values.contains(&size.example) => {}
                Some((_, values)) => values.push(size.example),
                None => names.push((&size.name, vec![size.example])),
            }
        }
        if names.is_empty() {
            return Vec::new();
        }
        let sure: Run = self
            .sizes
            .iter()
            .filter(|size| !names.iter().any(|(name, _)| *name == size.name))
            .map(|size| (size.name.clone(), size.example))
            .collect();
        let mut runs = vec![sure];
        for (name, values) in &names {
            runs = runs
                .iter()
                .flat_map(|run| {
                    values.iter().map(move |&value| {
                        let mut run = run.clone();
                        run.push(((*name).to_owned(), value));
                        run
                    })
                })
                .take(MOST_RUNS)
                .collect();
        }
        runs
    }

    /// What the runs `tried` (each with what it gave: an answer, or what
    /// went wrong) say of the page's answer `expected`, as a failing
    /// example test's last lines.
    ///
    /// ```
    /// use layout::notes::{Noted, SizeNoted};
    /// let noted = Noted {
    ///     candidate_sizes: vec![SizeNoted {
    ///         name: "pairs".to_owned(),
    ///         example: 10,
    ///         input: 1000,
    ///         sentence: "After the ten shortest connections, …".to_owned(),
    ///     }],
    ///     ..Noted::default()
    /// };
    /// let tried = [(vec![("pairs".to_owned(), 10)], "40".to_owned())];
    /// assert!(noted.tries_said(&tried, "40").contains(
    ///     "at pairs 10 it gives 40, the page's answer: if the page means that, make EXAMPLES a table of ExampleAt, \
    ///      this row with at: &[(\"pairs\", 10)], and read it in the code with sizes.or(\"pairs\", 1000)"
    /// ));
    /// ```
    pub fn tries_said(&self, tried: &[(Run, String)], expected: &str) -> String {
        let Some((run, _)) = tried.iter().find(|(_, gave)| gave == expected) else {
            let gave: Vec<String> = tried
                .iter()
                .map(|(run, gave)| format!("at {} it gives {gave}", run_said(run)))
                .collect();
            return format!(
                "The page may run this example at sizes of its own; none of those tried gives {expected}: {}.",
                gave.join("; ")
            );
        };
        let sizes: Vec<(&str, i64, i64)> = run
            .iter()
            .map(|(name, value)| {
                let input = self
                    .sizes
                    .iter()
                    .chain(&self.candidate_sizes)
                    .find(|size| &size.name == name)
                    .map_or(0, |size| size.input);
                (name.as_str(), *value, input)
            })
            .collect();
        format!(
            "The page may run this example at sizes of its own, which the tools could not read for sure: \
             at {} it gives {expected}, the page's answer: if the page means that, make EXAMPLES {}",
            run_said(run),
            to_write(&sizes)
        )
    }
}
