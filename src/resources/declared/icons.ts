import type { ComponentType } from 'react';
import AccountTree from '@mui/icons-material/AccountTree';
import Block from '@mui/icons-material/Block';
import Category from '@mui/icons-material/Category';
import FactCheck from '@mui/icons-material/FactCheck';
import Handshake from '@mui/icons-material/Handshake';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Payments from '@mui/icons-material/Payments';
import Email from '@mui/icons-material/Email';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import type { MenuIcon } from '../../../common/resource';

/**
 * The icon a declaration names (`menu.icon`); a new name goes into MENU_ICONS and here. Every cabinet's
 * first screen carries these (the menu), so the list stays short and mostly shares the menu's own icons.
 */
export const DECLARED_ICONS: Record<MenuIcon, ComponentType> = {
  Tune, LocalOffer, Block, FactCheck, Email, UploadFile, AccountTree, Handshake, ReceiptLong, Category, Payments,
};
