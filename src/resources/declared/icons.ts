import type { ComponentType } from 'react';
import AccountTree from '@mui/icons-material/AccountTree';
import Block from '@mui/icons-material/Block';
import Category from '@mui/icons-material/Category';
import FactCheck from '@mui/icons-material/FactCheck';
import Handshake from '@mui/icons-material/Handshake';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Mail from '@mui/icons-material/Mail';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import type { MenuIcon } from '../../../common/resource';

/** The icon a declaration names (`menu.icon`); a new name goes into MENU_ICONS and here. */
export const DECLARED_ICONS: Record<MenuIcon, ComponentType> = {
  Tune, LocalOffer, Block, FactCheck, Mail, UploadFile, AccountTree, Handshake, Category, ListAlt,
};
