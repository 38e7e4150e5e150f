//! A reader that goes away before the end (`just read 4 | less`, quit on
//! the first screen; `just stars | head -1`) ends the command quietly and
//! successfully, as it ends the runner (`just run 21 | head`): there is
//! nobody left to tell anything.
//!
//! Rust ignores SIGPIPE, so a write to a closed pipe fails instead of
//! ending the process, and `println!` then panics ("failed printing to
//! stdout: Broken pipe"). Restoring SIGPIPE would take `unsafe` (forbidden
//! here), so [`quiet_on_closed_pipe`] turns that one panic into a quiet
//! exit. Only stdout's: a broken connection to the site stays an error.

use std::io;
use std::panic;
use std::process;

/// From now on, `println!` and `print!` failing on a closed stdout end the
/// process quietly, with success; every other panic is reported as before.
pub fn quiet_on_closed_pipe() {
    let report = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied());
        if message.is_some_and(printing_to_closed_pipe) {
            process::exit(0);
        }
        report(info);
    }));
}

/// True when `message` is std's panic for a print to a closed pipe:
/// "failed printing to stdout: Broken pipe (os error 32)" (the error's
/// code tells it, not its words, which differ from one system to another).
fn printing_to_closed_pipe(message: &str) -> bool {
    let Some(error) = message.strip_prefix("failed printing to stdout: ") else {
        return false;
    };
    let code = error
        .strip_suffix(')')
        .and_then(|error| error.rsplit_once("(os error "))
        .and_then(|(_, code)| code.parse().ok());
    code.is_some_and(|code| io::Error::from_raw_os_error(code).kind() == io::ErrorKind::BrokenPipe)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// EPIPE, what a write to a closed pipe fails with on Linux and macOS.
    #[cfg(unix)]
    const EPIPE: i32 = 32;

    #[test]
    #[cfg(unix)]
    fn only_a_print_to_a_closed_pipe_is_quiet() {
        let message = format!(
            "failed printing to stdout: {}",
            io::Error::from_raw_os_error(EPIPE)
        );
        assert!(printing_to_closed_pipe(&message), "{message}");
        for other in [
            "failed printing to stdout: Permission denied (os error 13)".to_owned(),
            message.replace("stdout", "stderr"),
            "called `Option::unwrap()` on a `None` value".to_owned(),
            "failed printing to stdout: (os error x)".to_owned(),
        ] {
            assert!(!printing_to_closed_pipe(&other), "{other}");
        }
    }
}
