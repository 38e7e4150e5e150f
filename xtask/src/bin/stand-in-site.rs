//! A stand-in for the puzzle site, on 127.0.0.1 only, for the tests and
//! `.ci/check-workflow`: it serves one day's puzzle page, input and answer
//! form, answering with the site's own sentences, and logs every request
//! (method, path, User-Agent; never the cookie) to a file, so a test can
//! count what was sent.
//!
//! `stand-in-site --help` lists its options.
//!
//! It writes `http://127.0.0.1:PORT` to the address file once it listens,
//! and runs until killed. A request without the cookie `session=T` is
//! treated as the site treats an expired session: the page asks the reader
//! to identify themselves, the input is a 400, an answer is redirected.

use std::collections::HashMap;
use std::fs::{self, OpenOptions};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;

mod flags {
    #![allow(missing_docs)]

    use std::path::PathBuf;

    xflags::xflags! {
        /// A stand-in for the puzzle site on 127.0.0.1, for the tests: one
        /// day's puzzle page, input and answer form, in the site's words.
        cmd stand-in-site {
            /// Where to write `http://127.0.0.1:PORT` once it listens.
            required --address-file file: PathBuf
            /// Where to log each request (method, path, User-Agent).
            required --log file: PathBuf
            /// The session cookie it accepts.
            required --token token: String
            /// The day it serves.
            required --day day: u8
            /// The file whose text is the day's input.
            required --input file: PathBuf
            /// The right answers, part 1's then part 2's: `3,12`.
            required --answers answers: String
            /// The year (2021 unless given).
            optional --year year: u16
            /// How many parts are solved already (0 unless given).
            optional --solved parts: usize
            /// Seconds a wrong answer makes the next wait (60 unless given).
            optional --wrong-wait seconds: u64
            /// Seconds from the start during which an answer is "too recent".
            optional --busy seconds: u64
            /// Milliseconds it takes to judge an answer (0 unless given).
            optional --answer-delay millis: u64
        }
    }
}

/// The day served, and what has happened to it.
struct Site {
    token: String,
    year: String,
    day: String,
    input: String,
    answers: Vec<String>,
    solved: usize,
    /// Seconds a wrong answer makes the next one wait (0: none).
    wrong_wait: u64,
    /// Until when an answer is "too recent".
    busy_until: Instant,
    /// How long judging an answer takes.
    answer_delay: Duration,
    log: PathBuf,
}

/// One request, as far as the stand-in reads it.
struct Request {
    method: String,
    path: String,
    headers: HashMap<String, String>,
    body: String,
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("stand-in-site: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<()> {
    let flags = flags::StandInSite::from_env_or_exit();
    let mut site = Site {
        token: flags.token,
        year: flags.year.unwrap_or(2021).to_string(),
        day: flags.day.to_string(),
        input: fs::read_to_string(&flags.input)
            .with_context(|| flags.input.display().to_string())?,
        answers: flags.answers.split(',').map(str::to_owned).collect(),
        solved: flags.solved.unwrap_or(0),
        wrong_wait: flags.wrong_wait.unwrap_or(60),
        busy_until: Instant::now() + Duration::from_secs(flags.busy.unwrap_or(0)),
        answer_delay: Duration::from_millis(flags.answer_delay.unwrap_or(0)),
        log: flags.log,
    };
    let listener = TcpListener::bind("127.0.0.1:0").context("could not listen on 127.0.0.1")?;
    let address = listener.local_addr()?;
    // Written whole: whoever waits for the file never reads it empty.
    layout::write_whole(&flags.address_file, format!("http://{address}"))
        .with_context(|| flags.address_file.display().to_string())?;
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
        if let Some(request) = read_request(&stream) {
            let response = site.answer(&request);
            let _ = stream.write_all(response.as_bytes());
        }
    }
    Ok(())
}

fn read_request(stream: &TcpStream) -> Option<Request> {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut words = line.split_whitespace();
    let method = words.next()?.to_owned();
    let path = words.next()?.to_owned();
    let mut headers = HashMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_owned());
    }
    let length: usize = headers
        .get("content-length")
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

/// A response with `status`, `body` and any extra header lines.
fn respond(status: &str, extra: &str, body: &str) -> String {
    format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n{body}",
        body.len()
    )
}

/// A page as the site lays one out: the reply's content inside `<main>`.
fn page(main: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en-us\"><head><title>Advent of Code</title></head><body>\n\
         <header><h1 class=\"title-global\"><a href=\"/\">Advent of Code</a></h1></header>\n\
         <main>\n{main}\n</main>\n</body></html>\n"
    )
}

/// `application/x-www-form-urlencoded` text, decoded.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'+' => out.push(b' '),
            b'%' if at + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[at + 1..at + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(byte) => {
                        out.push(byte);
                        at += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        at += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Site {
    fn answer(&mut self, request: &Request) -> String {
        let agent = request
            .headers
            .get("user-agent")
            .cloned()
            .unwrap_or_default();
        if let Ok(mut log) = OpenOptions::new().create(true).append(true).open(&self.log) {
            let _ = writeln!(
                log,
                "{} {} user-agent={agent}",
                request.method, request.path
            );
        }
        let signed_in = request.headers.get("cookie").is_some_and(|cookie| {
            cookie
                .split(';')
                .any(|c| c.trim() == format!("session={}", self.token))
        });
        let day_path = format!("/{}/day/{}", self.year, self.day);
        match (
            request.method.as_str(),
            request.path.strip_prefix(&day_path),
        ) {
            ("GET", Some("")) => respond("200 OK", "", &self.puzzle(signed_in)),
            ("GET", Some("/input")) if signed_in => respond("200 OK", "", &self.input),
            ("GET", Some("/input")) => respond(
                "400 Bad Request",
                "",
                "Puzzle inputs differ by user.  Please log in to get your puzzle input.\n",
            ),
            ("POST", Some("/answer")) if signed_in => {
                respond("200 OK", "", &self.judge(&request.body))
            }
            ("POST", Some("/answer")) => {
                respond("302 Found", &format!("Location: {day_path}\r\n"), "")
            }
            _ => respond("404 Not Found", "", "404 Not Found\n"),
        }
    }

    fn puzzle(&self, signed_in: bool) -> String {
        let mut main = format!(
            "<article class=\"day-desc\"><h2>--- Day {}: Stand-in ---</h2>\
             <p>Count the <em>lines</em> of the report. For example:</p>\
             <pre><code>a\nb\nc\n</code></pre>\
             <p>Here there are <code><em>3</em></code> lines. Another report:</p>\
             <pre><code>x &lt; y\n</code></pre></article>",
            self.day
        );
        if !signed_in {
            main.push_str("<p>To play, please identify yourself via one of these services:</p>");
            return page(&main);
        }
        for (part, answer) in self.answers.iter().enumerate().take(self.solved) {
            main.push_str(&format!(
                "<p>Your puzzle answer was <code>{answer}</code>.</p>"
            ));
            if part == 0 {
                main.push_str(
                    "<article class=\"day-desc\"><h2 id=\"part2\">--- Part Two ---</h2>\
                     <p>Now count the <em>characters</em>.</p></article>",
                );
            }
        }
        if self.solved < 2 {
            main.push_str(&format!(
                "<form method=\"post\" action=\"{}/answer\"><input type=\"hidden\" name=\"level\" value=\"{}\"/>\
                 <p>Answer: <input type=\"text\" name=\"answer\"/> <input type=\"submit\" value=\"[Submit]\"/></p></form>",
                self.day,
                self.solved + 1
            ));
        } else {
            main.push_str("<p class=\"day-success\">Both parts of this puzzle are complete! They provide two gold stars: **</p>");
        }
        page(&main)
    }

    fn judge(&mut self, body: &str) -> String {
        std::thread::sleep(self.answer_delay);
        let form: HashMap<String, String> = body
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .map(|(key, value)| (decode(key), decode(value)))
            .collect();
        let now = Instant::now();
        let back = format!(
            "[<a href=\"/{}/day/{}\">Return to Day {}</a>]",
            self.year, self.day, self.day
        );
        let article = |text: String| page(&format!("<article><p>{text}</p></article>"));
        if now < self.busy_until {
            let left = (self.busy_until - now).as_secs() + 1;
            return article(format!(
                "You gave an answer too recently; you have to wait after submitting an answer before trying again.  You have {}m {}s left to wait. {back}",
                left / 60,
                left % 60
            ));
        }
        let level: usize = form
            .get("level")
            .and_then(|level| level.parse().ok())
            .unwrap_or(0);
        if level != self.solved + 1 || level > self.answers.len() {
            return article(format!(
                "You don't seem to be solving the right level.  Did you already complete it? {back}"
            ));
        }
        let answer = form.get("answer").cloned().unwrap_or_default();
        let right = &self.answers[level - 1];
        if answer == *right {
            self.solved += 1;
            return article(format!(
                "That's the right answer!  You are one gold star closer. {back}"
            ));
        }
        let side = match (answer.parse::<i128>(), right.parse::<i128>()) {
            (Ok(given), Ok(right)) if given > right => "; your answer is too high",
            (Ok(given), Ok(right)) if given < right => "; your answer is too low",
            _ => "",
        };
        let wait = match self.wrong_wait {
            0 => String::new(),
            60 => " Please wait one minute before trying again.".to_owned(),
            seconds => {
                format!(
                    " Please wait {} minutes before trying again.",
                    seconds.div_ceil(60)
                )
            }
        };
        self.busy_until = now + Duration::from_secs(self.wrong_wait);
        article(format!(
            "That's not the right answer{side}.  If you're stuck, make sure you're using the full input data.{wait} {back}"
        ))
    }
}
