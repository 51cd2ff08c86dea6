// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The devnet's registry of Farcaster ids, shaped like the real one where sign-in reads it:
/// `idOf(custody)` and `custodyOf(fid)`. Only its owner registers and moves ids, so tests decide
/// who holds which fid.
contract FarcasterIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event CustodyMoved(uint256 indexed id, address indexed from, address indexed to);

    constructor(address owner_) {
        owner = owner_;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "only the owner");
        _;
    }

    /// Gives `to` the next fid; an address holds at most one.
    function register(address to) external onlyOwner returns (uint256 fid) {
        require(to != address(0) && idOf[to] == 0, "address already holds an fid");
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }

    /// Moves `fid` to a new custody address (the old one no longer signs for it).
    function moveCustody(uint256 fid, address to) external onlyOwner {
        address from = custodyOf[fid];
        require(from != address(0), "no such fid");
        require(to != address(0) && idOf[to] == 0, "address already holds an fid");
        delete idOf[from];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit CustodyMoved(fid, from, to);
    }
}
