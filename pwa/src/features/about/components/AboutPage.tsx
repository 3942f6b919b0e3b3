import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { about } from '../../../lib/texts.ts';
import { ContactPanel } from './ContactPanel.tsx';

const TABS = ['story', 'mission', 'team', 'milestones', 'contact'] as const;
type Tab = (typeof TABS)[number];

/** /about: tabs story, mission, team, milestones and contact, then links home and to upload. */
export function AboutPage() {
  const [active, setActive] = useState<Tab>('story');
  const baseId = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!step && !jump) return;
    event.preventDefault();
    const next = jump ?? TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length] ?? 'story';
    setActive(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="page about">
      <header className="page__header">
        <h1>{about.title}</h1>
        <p className="lead">{about.intro}</p>
      </header>

      <div role="tablist" aria-label={about.tabsLabel} className="tabs" tabIndex={-1} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab)}
          >
            {about.tabs[tab]}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="tabs__panel"
        tabIndex={0}
      >
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
      </div>

      <div className="cta">
        <h2>{about.ctaTitle}</h2>
        <div className="actions">
          <Link to="/" className="button">
            {about.ctaHome}
          </Link>
          <Link to="/upload" className="button button--ghost">
            {about.ctaUpload}
          </Link>
        </div>
      </div>
    </section>
  );
}
