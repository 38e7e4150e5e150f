//! What the root `Cargo.toml` says of the years: each year is a feature
//! (`year2026`), and the current year is its default feature.

/// The root package's feature for `year`: `year2026`.
pub fn year_feature(year: u16) -> String {
    format!("year{year}")
}

/// The year of a year feature's name (`year2026`).
pub fn year_of_feature(name: &str) -> Option<u16> {
    let digits = name.strip_prefix("year")?;
    (digits.len() == 4 && digits.bytes().all(|byte| byte.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// The current year, from the root manifest's `default = ["yearYYYY"]` in
/// its `[features]` table (`just year YYYY` writes that line).
///
/// ```
/// let manifest = "[features]\n# The current year.\ndefault = [\"year2026\"]\n";
/// assert_eq!(layout::current_year(manifest), Some(2026));
/// ```
pub fn current_year(manifest: &str) -> Option<u16> {
    let mut in_features = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_features = line == "[features]";
            continue;
        }
        let Some(value) = line.strip_prefix("default").map(str::trim_start) else {
            continue;
        };
        if !in_features {
            continue;
        }
        let list = value.strip_prefix('=')?.trim();
        let list = list.split('#').next()?.trim();
        let inner = list.strip_prefix('[')?.strip_suffix(']')?.trim();
        let inner = inner.strip_suffix(',').unwrap_or(inner).trim();
        let name = inner.strip_prefix('"')?.strip_suffix('"')?;
        return year_of_feature(name);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_current_year_is_the_default_feature() {
        let manifest = "[package]\ndefault = [\"year1999\"]\n\n[features]\n# The current year.\ndefault = [\"year2021\"]\nyear2021 = [\"day21\"]\n";
        assert_eq!(current_year(manifest), Some(2021));
        assert_eq!(
            current_year("[features]\ndefault=[ \"year2026\", ] # now\n"),
            Some(2026)
        );
        assert_eq!(current_year("[features]\ndefault = []\n"), None);
        assert_eq!(current_year("[package]\ndefault = [\"year2021\"]\n"), None);
        assert_eq!(
            (year_of_feature("year2026"), year_of_feature("year26")),
            (Some(2026), None)
        );
        assert_eq!(year_feature(2026), "year2026");
    }
}
