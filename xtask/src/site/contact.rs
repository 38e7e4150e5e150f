//! `cargo xtask contact [EMAIL]` (`just contact`): the contact every
//! request to the site names in its User-Agent, as the site's automation
//! guidelines ask; kept in the local settings, never in git.

use std::path::Path;

use crate::flags;

impl flags::Contact {
    pub fn run(self, root: &Path) -> anyhow::Result<()> {
        let mut settings = crate::settings::Settings::read(root)?;
        if let Some(contact) = self.contact {
            settings.set_contact(&contact);
            settings.write()?;
            println!(
                "kept in {}: every request names it from now on",
                crate::settings::FILE
            );
        }
        match settings.contact() {
            Some(_) => println!("requests go out as: {}", super::session::user_agent(root)?),
            None => println!(
                "no contact set: `just contact you@example.com` sets one (the site asks tools to name one)"
            ),
        }
        Ok(())
    }
}
