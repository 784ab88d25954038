import { type ComponentType, type ErrorInfo, type ReactNode, Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { ListSkeleton } from '../components/ListSkeleton';
import { type ErrorProps, LayoutClasses, Sidebar, SkipNavigationButton, useDefaultTitle, useResetErrorBoundaryOnLocationChange } from 'react-admin';

interface CabinetFrameProps {
  appBar: ComponentType;
  menu: ComponentType;
  error: ComponentType<ErrorProps>;
  children: ReactNode;
}

/**
 * react-admin's Layout, same markup and classes (RaLayout-*), without what this app never shows: the inspector
 * of configurable components (nothing here opens it) and the default error view (ours is given). They are
 * imported by react-admin's Layout whatever its props, so every cabinet's first screen carried them
 * (docs/performance.md).
 */
export function CabinetFrame({ appBar: AppBar, menu: Menu, error: ErrorView, children }: CabinetFrameProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={(props) => <ErrorFallback {...props} errorInfo={errorInfo} view={ErrorView} />}
            >
              <Suspense fallback={<ListSkeleton />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

/** The error view until the next navigation, as react-admin's Layout shows it. */
function ErrorFallback({ error, resetErrorBoundary, errorInfo, view: View }: FallbackProps & { errorInfo?: ErrorInfo; view: ComponentType<ErrorProps> }) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  const title = useDefaultTitle();
  return <View error={error} errorInfo={errorInfo} title={title} />;
}

// react-admin's Layout styles (ra-ui-materialui layout/Layout), under its theme name so theme overrides still apply
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
