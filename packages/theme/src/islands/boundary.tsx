// The error boundary around every island, on the server and in the browser: an island that throws
// while rendering shows "This page crashed." and a Try again button in its own region, and the
// rest of the page keeps working. In the browser it also reports when hydration has committed.
import { Component, Fragment, type ReactNode } from 'react';
import { ERROR_TEXTS } from '../shared/runtime-contract.js';

interface BoundaryProps {
  children: ReactNode;
  /** Called once the island has hydrated (browser only). */
  onReady?: () => void;
}

interface BoundaryState {
  failed: boolean;
  /** Bumped by Try again, so the island mounts afresh. */
  attempt: number;
}

/** Renders its children, or the crash notice once they threw. Renders no element of its own. */
export class IslandBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidMount(): void {
    this.props.onReady?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <span className="ssg-error ssg-error--island" role="alert">
        <span className="ssg-error__title">{ERROR_TEXTS.crashed}</span>
        <button type="button" className="ssg-error__button" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
          {ERROR_TEXTS.tryAgain}
        </button>
      </span>
    );
  }
}
