// The Flux0 home page: a hero with the tagline and the quick-start button, then three feature cards.
import type { ReactElement, ReactNode } from 'react';
import type { SiteData } from '@ssg/theme';
import { withBase } from '@ssg/theme';

export const meta = {
  title: 'Home',
  description:
    'Flux0 is an open-source Python framework for deploying AI agents, with multi-agent orchestration, sessions, real-time event streaming and any LLM provider.',
};

interface Feature {
  title: string;
  /** Route of the illustration under `static/`. */
  image: string;
  alt: string;
  body: ReactNode;
}

/** Intrinsic size of every feature illustration (their SVG viewBox), so the layout never shifts. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;

const FEATURES: Feature[] = [
  {
    title: 'Multi-Agent Orchestration',
    image: '/img/feature-multi-agent.svg',
    alt: 'Four agents connected to a central Flux0 server',
    body: (
      <>
        Host many agents in a single server. Each one is powered by a runner, a Python class you
        register with <code>@agent_runner</code>, and every client picks the agent it wants to talk
        to.
      </>
    ),
  },
  {
    title: 'Session & Event Streaming',
    image: '/img/feature-streaming.svg',
    alt: 'A server streaming status, message chunk and tool call events to a chat window',
    body: (
      <>
        Every conversation is a session whose events reach the client live over Server-Sent
        Events. Replies arrive piece by piece as JSON Patch chunks, so your UI renders text while
        the model is still writing it.
      </>
    ),
  },
  {
    title: 'Framework-Agnostic Integration',
    image: '/img/feature-integrations.svg',
    alt: 'LangChain, LangGraph, PydanticAI, the OpenAI SDK and plain Python all plugging into a Flux0 runner',
    body: (
      <>
        Build runners with LangChain, LangGraph, PydanticAI, the OpenAI SDK or plain Python, on
        top of the LLM provider of your choice. Flux0 supplies the API, the storage and the
        streaming around them.
      </>
    ),
  },
];

/** The home page body; the theme wraps it in the site layout. */
export default function HomePage({ site }: { site: SiteData }): ReactElement {
  return (
    <div className="home">
      <header className="home-hero">
        <div className="home-hero__inner">
          <h1 className="home-hero__title">{site.title}</h1>
          <p className="home-hero__tagline">{site.tagline}</p>
          <div className="home-hero__actions">
            <a className="home-button home-button--primary" href={withBase(site, '/docs/quickstart/introduction')}>
              Quick Start - 5min ⏱️
            </a>
            <a className="home-button home-button--secondary" href="https://github.com/flux0-ai/flux0">
              View on GitHub
            </a>
          </div>
        </div>
      </header>

      <section className="home-features" aria-labelledby="home-features-heading">
        <h2 id="home-features-heading" className="ssg-visually-hidden">
          Features
        </h2>
        <div className="home-features__grid">
          {FEATURES.map((feature) => (
            <article className="home-feature" key={feature.title}>
              <img
                className="home-feature__image"
                src={withBase(site, feature.image)}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                alt={feature.alt}
                decoding="async"
              />
              <h3 className="home-feature__title">{feature.title}</h3>
              <p className="home-feature__body">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
