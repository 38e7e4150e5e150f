//! Day 21 of 2021, Dirac Dice, registered from the `day21` crate: its
//! `parse`, `part1` and `part2`, and the faster variants of each part.

register! {
    day21: day21;
    part1 periodic: day21::part1_periodic;
    part2 table: day21::part2_table;
    part2 per_player: day21::part2_per_player;
}
