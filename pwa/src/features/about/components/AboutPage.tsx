import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Tabs } from '../../../components/Tabs.tsx';
import { about } from '../aboutTexts.ts';
import { ContactPanel } from './ContactPanel.tsx';

const TABS = ['story', 'mission', 'team', 'milestones', 'contact'] as const;
type Tab = (typeof TABS)[number];

/** /about: tabs story, mission, team, milestones and contact, then links home and to upload. */
export function AboutPage() {
  const [active, setActive] = useState<Tab>('story');
  return (
    <section className="page about">
      <header className="page__header">
        <h1>{about.title}</h1>
        <p className="lead">{about.intro}</p>
      </header>

      <Tabs tabs={TABS} active={active} onChange={setActive} label={about.tabsLabel} names={about.tabs}>
        {active === 'story' && about.story.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        {active === 'mission' && (
          <ul className="about__cards">
            {about.mission.map((item) => (
              <li key={item.title} className="panel">
                <h2>{item.title}</h2>
                <p>{item.body}</p>
              </li>
            ))}
          </ul>
        )}
        {active === 'team' && (
          <ul className="about__cards">
            {about.team.map((item) => (
              <li key={item.name} className="panel">
                <h2>{item.name}</h2>
                <p>{item.body}</p>
              </li>
            ))}
          </ul>
        )}
        {active === 'milestones' && (
          <>
            <p className="muted">{about.milestonesIntro}</p>
            <ul className="about__figures">
              {about.milestones.map((item) => (
                <li key={item.label} className="panel">
                  <strong className="about__figure">{item.figure}</strong>
                  <span>{item.label}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {active === 'contact' && <ContactPanel />}
      </Tabs>

      <div className="cta">
        <h2>{about.ctaTitle}</h2>
        <div className="actions">
          <Link to="/" className="button">
            {about.ctaHome}
          </Link>
          <Link to="/upload" className="button button--ghost">
            {about.ctaUpload}
          </Link>
          <Link to="/profile" search={{ tab: 'complaints', report: true }} className="button button--ghost">
            {about.report}
          </Link>
        </div>
      </div>
    </section>
  );
}
