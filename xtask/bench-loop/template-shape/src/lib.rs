//! What every day's binary shares: reading its input.

/// The input of day `day`, from `data/inputs/NN.txt`.
pub fn input(day: u8) -> String {
    let path = format!("data/inputs/{day:02}.txt");
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}
