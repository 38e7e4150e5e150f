//! `cargo solve N`: runs day N's binary, unoptimized, as the template's
//! command does (`cargo run --bin NN`).

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [command, day] = args.as_slice() else {
        eprintln!("usage: cargo solve DAY");
        return ExitCode::from(2);
    };
    let Some(day) = day.parse::<u8>().ok().filter(|_| command == "solve") else {
        eprintln!("usage: cargo solve DAY");
        return ExitCode::from(2);
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let bin = format!("{day:02}");
    match Command::new(cargo).args(["run", "--bin", &bin]).status() {
        Ok(status) if status.success() => ExitCode::SUCCESS,
        _ => ExitCode::FAILURE,
    }
}
