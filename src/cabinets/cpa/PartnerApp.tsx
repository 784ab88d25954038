import { Admin, ListGuesser, Resource } from 'react-admin';

export default function PartnerApp() {
  return (
    <Admin>
      <Resource name="placeholder" list={ListGuesser} />
    </Admin>
  );
}
