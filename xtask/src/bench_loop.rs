//! `cargo xtask bench-loop` (`just bench-loop`): the inner loop timed.

use std::path::Path;

use crate::flags;

impl flags::BenchLoop {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let _ = (root, self.runs);
        anyhow::bail!("not written yet")
    }
}
