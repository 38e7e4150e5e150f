//! Day 1: depths that increase (the same solution as `../../day.rs`).

fn depths(input: &str) -> Vec<u32> {
    input.lines().map(|line| line.parse().unwrap()).collect()
}

fn increases(depths: &[u32], gap: usize) -> usize {
    depths
        .iter()
        .zip(depths.get(gap..).unwrap_or_default())
        .filter(|(a, b)| a < b)
        .count()
}

fn part_one(input: &str) -> Option<usize> {
    Some(increases(&depths(input), 1))
}

fn part_two(input: &str) -> Option<usize> {
    Some(increases(&depths(input), 3))
}

fn main() {
    let input = template_shape::input(1);
    println!("Part 1: {:?}", part_one(&input));
    println!("Part 2: {:?}", part_two(&input));
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "199\n200\n208\n210\n200\n207\n240\n269\n260\n263\n";

    #[test]
    fn test_part_one() {
        assert_eq!(part_one(EXAMPLE), Some(7));
    }

    #[test]
    fn test_part_two() {
        assert_eq!(part_two(EXAMPLE), Some(5));
    }
}
