// SPDX-License-Identifier: MIT
// The reference frame's smart account: a minimal contract account executed by its owner key, and
// the CREATE2 factory that deploys it at an address known before deployment. Compiled in-process
// by the npm `solc` package (see contracts.ts); deployed only on the harness's local chains.
// A reference for self-hosting, not audited production code.
pragma solidity 0.8.28;

/// @notice A contract account owned by one EOA. The owner calls `execute` (or `executeBatch`), so
/// the calls it makes come from the account's address. Signatures by the owner are valid for the
/// account under EIP-1271.
contract LatchkeyAccount {
    /// @dev EIP-1271 magic value: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 internal constant EIP1271_MAGIC = 0x1626ba7e;
    /// @dev secp256k1n / 2: signatures with a higher s are malleable and refused.
    uint256 internal constant HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    event Executed(address indexed target, uint256 value, bytes data);

    constructor(address owner_) {
        require(owner_ != address(0), "LatchkeyAccount: zero owner");
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        require(msg.sender == owner, "LatchkeyAccount: not the owner");
        _;
    }

    /// @notice Calls `target` with `value` wei and `data` from this account; bubbles up a revert.
    function execute(address target, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory result) {
        result = _call(target, value, data);
    }

    /// @notice Several calls in one transaction, in order; all revert if one does.
    function executeBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata datas) external onlyOwner {
        require(targets.length == values.length && values.length == datas.length, "LatchkeyAccount: length mismatch");
        for (uint256 i = 0; i < targets.length; i++) {
            _call(targets[i], values[i], datas[i]);
        }
    }

    /// @notice EIP-1271: a 65-byte ECDSA signature by the owner over `hash` is valid.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(hash, signature) == owner ? EIP1271_MAGIC : bytes4(0xffffffff);
    }

    function _call(address target, uint256 value, bytes calldata data) internal returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(target, value, data);
    }

    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_N || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

/// @notice Deploys {LatchkeyAccount}s with CREATE2, so an owner's account address is known (and
/// can hold funds) before it is deployed.
contract LatchkeyAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys the account of `owner` and `salt`, or returns it if it exists already.
    function createAccount(address owner, uint256 salt) external returns (LatchkeyAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return LatchkeyAccount(payable(predicted));
        account = new LatchkeyAccount{salt: bytes32(salt)}(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    /// @notice The address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(LatchkeyAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
