//! A stand-in for the puzzle site, on 127.0.0.1 only, for the tests: a
//! year's puzzle pages (in the site's markup, with text written here), the
//! inputs, the answer form, the calendar and a private leaderboard's JSON,
//! answering in the site's own sentences, and failing on demand as the site
//! does in the opening minute. It logs every request (method, path,
//! User-Agent, when; never the cookie) to a file, so a test can count what
//! was sent and how far apart.
//!
//! `stand-in-site --help` lists its options. It writes `http://127.0.0.1:PORT`
//! to the address file once it listens, and runs until killed. A request
//! without the cookie `session=TOKEN` is treated as the site treats an
//! expired session: the page asks the reader to identify themselves, the
//! input is a 400, an answer is redirected.

mod pages;

use std::collections::HashMap;
use std::fs::{self, OpenOptions};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::Context;

mod flags {
    #![allow(missing_docs)]

    use std::path::PathBuf;

    xflags::xflags! {
        /// A stand-in for the puzzle site on 127.0.0.1, for the tests.
        cmd stand-in-site {
            /// Where to write `http://127.0.0.1:PORT` once it listens.
            required --address-file file: PathBuf
            /// Where to log each request (method, path, User-Agent, time).
            required --log file: PathBuf
            /// The session cookie it accepts.
            required --token token: String
            /// The day whose input and answers are given here (it serves
            /// every day of the year's calendar: the others have inputs and
            /// answers of their own making).
            optional --day day: u8
            /// The file whose text is that day's input.
            optional --input file: PathBuf
            /// That day's right answers, part 1's then part 2's: `3,12`.
            optional --answers answers: String
            /// A file whose text is that day's `<main>`, served instead of
            /// the page made here: its parts' articles alone (a saved page's
            /// answers and forms left out), part two's once part one is
            /// solved, each answer shown after its part.
            optional --page file: PathBuf
            /// The year (2021 unless given).
            optional --year year: u16
            /// How many parts of that day are solved already (0 unless given).
            optional --solved parts: usize
            /// Days 1 to N have both parts solved already, as in a browser.
            optional --solved-days days: u8
            /// Seconds a wrong answer makes the next wait (60 unless given).
            optional --wrong-wait seconds: u64
            /// Seconds from the start during which an answer is "too recent".
            optional --busy seconds: u64
            /// Milliseconds it takes to judge an answer (0 unless given).
            optional --answer-delay millis: u64
            /// The first N requests for a page or an input get a 503.
            optional --unavailable count: u32
            /// The first N requests for a page or an input get a 404.
            optional --not-found count: u32
            /// The private leaderboard it serves, by its id.
            optional --board id: String
            /// The view key that reads the board without the cookie.
            optional --view-key key: String
            /// The board's JSON as this file holds it (times set by a test),
            /// instead of the one made here.
            optional --board-json file: PathBuf
        }
    }
}

/// The year served, and what has happened to it.
struct Site {
    token: String,
    year: u16,
    /// Each day's input, answers and solved parts.
    days: HashMap<u8, Day>,
    /// A page served instead of the one made here, for one day.
    page: Option<(u8, String)>,
    /// Seconds a wrong answer makes the next one wait (0: none).
    wrong_wait: u64,
    /// Until when an answer is "too recent".
    busy_until: Instant,
    /// How long judging an answer takes.
    answer_delay: Duration,
    /// Failures still to give: 503s, then 404s.
    unavailable: u32,
    not_found: u32,
    board: Option<(String, Option<String>)>,
    /// The board's JSON, where a file gives it.
    board_json: Option<String>,
    log: PathBuf,
}

/// One day of the year.
struct Day {
    input: String,
    answers: [String; 2],
    solved: usize,
}

/// One request, as far as the stand-in reads it.
struct Request {
    method: String,
    path: String,
    query: String,
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
    let year = flags.year.unwrap_or(2021);
    let last = layout::days_in(year);
    let browser = flags.solved_days.unwrap_or(0);
    let mut days: HashMap<u8, Day> = (1..=last)
        .map(|day| {
            let day_made = Day {
                input: format!("the input of day {day}\n"),
                answers: [format!("{day}01"), format!("{day}02")],
                solved: if day <= browser { 2 } else { 0 },
            };
            (day, day_made)
        })
        .collect();
    if let Some(day) = flags.day {
        let input = match &flags.input {
            Some(file) => fs::read_to_string(file).with_context(|| file.display().to_string())?,
            None => format!("the input of day {day}\n"),
        };
        let given = flags.answers.clone().unwrap_or_else(|| "1,2".to_owned());
        let (one, two) = given.split_once(',').unwrap_or((&given, ""));
        days.insert(
            day,
            Day {
                input,
                answers: [one.to_owned(), two.to_owned()],
                solved: flags.solved.unwrap_or(0),
            },
        );
    }
    let page = match (&flags.page, flags.day) {
        (Some(file), Some(day)) => Some((
            day,
            fs::read_to_string(file).with_context(|| file.display().to_string())?,
        )),
        _ => None,
    };
    let mut site = Site {
        token: flags.token,
        year,
        days,
        page,
        wrong_wait: flags.wrong_wait.unwrap_or(60),
        busy_until: Instant::now() + Duration::from_secs(flags.busy.unwrap_or(0)),
        answer_delay: Duration::from_millis(flags.answer_delay.unwrap_or(0)),
        unavailable: flags.unavailable.unwrap_or(0),
        not_found: flags.not_found.unwrap_or(0),
        board: flags.board.map(|id| (id, flags.view_key)),
        board_json: match &flags.board_json {
            Some(file) => Some(std::fs::read_to_string(file).context("reading --board-json")?),
            None => None,
        },
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
    let target = words.next()?;
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
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
        path: path.to_owned(),
        query: query.to_owned(),
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
        let millis = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_millis());
        if let Ok(mut log) = OpenOptions::new().create(true).append(true).open(&self.log) {
            let _ = writeln!(
                log,
                "{} {} user-agent={agent} at={millis}",
                request.method, request.path
            );
        }
        let signed_in = request.headers.get("cookie").is_some_and(|cookie| {
            cookie
                .split(';')
                .any(|c| c.trim() == format!("session={}", self.token))
        });
        let year = format!("/{}", self.year);
        let Some(rest) = request.path.strip_prefix(&year) else {
            return respond("404 Not Found", "", "404 Not Found\n");
        };
        if rest.is_empty() || rest == "/" {
            return respond("200 OK", "", &pages::calendar(self, signed_in));
        }
        if let Some(board) = rest.strip_prefix("/leaderboard/private/view/") {
            return self.leaderboard(board, &request.query, signed_in);
        }
        let Some((day, what)) = rest
            .strip_prefix("/day/")
            .map(|day| day.split_once('/').unwrap_or((day, "")))
        else {
            return respond("404 Not Found", "", "404 Not Found\n");
        };
        let Some(day) = day.parse().ok().filter(|day| self.days.contains_key(day)) else {
            return respond("404 Not Found", "", "404 Not Found\n");
        };
        if request.method == "GET" && (what.is_empty() || what == "input") {
            if self.unavailable > 0 {
                self.unavailable -= 1;
                return respond("503 Service Unavailable", "", "503 Service Unavailable\n");
            }
            if self.not_found > 0 {
                self.not_found -= 1;
                return respond("404 Not Found", "", "404 Not Found\n");
            }
        }
        match (request.method.as_str(), what) {
            ("GET", "") => respond("200 OK", "", &pages::puzzle(self, day, signed_in)),
            ("GET", "input") if signed_in => respond("200 OK", "", &self.days[&day].input),
            ("GET", "input") => respond(
                "400 Bad Request",
                "",
                "Puzzle inputs differ by user.  Please log in to get your puzzle input.\n",
            ),
            ("POST", "answer") if signed_in => {
                respond("200 OK", "", &self.judge(day, &request.body))
            }
            ("POST", "answer") => respond(
                "302 Found",
                &format!("Location: /{}/day/{day}\r\n", self.year),
                "",
            ),
            _ => respond("404 Not Found", "", "404 Not Found\n"),
        }
    }

    /// The board's JSON, for the cookie or the view key.
    fn leaderboard(&self, file: &str, query: &str, signed_in: bool) -> String {
        let Some((id, key)) = &self.board else {
            return respond("404 Not Found", "", "404 Not Found\n");
        };
        if file != format!("{id}.json") {
            return respond("404 Not Found", "", "404 Not Found\n");
        }
        let keyed = key.as_ref().is_some_and(|key| {
            query
                .split('&')
                .any(|pair| pair == format!("view_key={key}"))
        });
        if !signed_in && !keyed {
            return respond(
                "302 Found",
                &format!("Location: /{}/leaderboard/private\r\n", self.year),
                "",
            );
        }
        match &self.board_json {
            Some(json) => respond("200 OK", "", json),
            None => respond("200 OK", "", &pages::board(self, id)),
        }
    }

    /// True when `day` is the last of the year served.
    fn is_last(&self, day: u8) -> bool {
        day == layout::days_in(self.year)
    }

    /// The stars the last day's second one still waits for: every other
    /// star of the year.
    fn missing_stars(&self) -> usize {
        let last = layout::days_in(self.year);
        self.days
            .iter()
            .map(|(&day, entry)| {
                let wanted = if day == last { 1 } else { 2 };
                wanted - entry.solved.min(wanted)
            })
            .sum()
    }

    fn judge(&mut self, day: u8, body: &str) -> String {
        std::thread::sleep(self.answer_delay);
        let form: HashMap<String, String> = body
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .map(|(key, value)| (decode(key), decode(value)))
            .collect();
        let now = Instant::now();
        let year = self.year;
        let back = format!("[<a href=\"/{year}/day/{day}\">Return to Day {day}</a>]");
        let article = |text: String| pages::page(&format!("<article><p>{text}</p></article>"));
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
        let missing = self.missing_stars();
        let last = self.is_last(day);
        let Some(entry) = self.days.get_mut(&day) else {
            return article(format!("No such day. {back}"));
        };
        let wrong_level =
            level != entry.solved + 1 || level > 2 || (last && level == 2 && missing > 0);
        if wrong_level {
            return article(format!(
                "You don't seem to be solving the right level.  Did you already complete it? {back}"
            ));
        }
        let answer = form.get("answer").cloned().unwrap_or_default();
        if last && level == 2 {
            entry.solved = 2;
            return article(format!(
                "The panel lights up with every star you brought.</p><p>Congratulations! You've finished every puzzle in Advent of Code {year}! {back}"
            ));
        }
        let right = entry.answers[level - 1].clone();
        if answer == right {
            entry.solved += 1;
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
            seconds => format!(
                " Please wait {} minutes before trying again.",
                seconds.div_ceil(60)
            ),
        };
        self.busy_until = now + Duration::from_secs(self.wrong_wait);
        article(format!(
            "That's not the right answer{side}.  If you're stuck, make sure you're using the full input data.{wait} {back}"
        ))
    }
}
